export { FULL, QUICK, type BenchConfig, type SizePlan } from './config.js';
export { runBench, type BenchHooks, type BenchReport, type Measurement, type Row, type SvgResult } from './harness.js';
export { formatReport } from './report.js';
export { DUNGEONS_FULL, DUNGEONS_QUICK, dungeonSubjects, formatDungeonsSection, loadRot, timeDungeons, type DungeonOutcome, type DungeonPlan, type DungeonRow } from './dungeons.js';
export { ENDLESS_FULL, ENDLESS_QUICK, ENDLESS_TARGET_MS, formatEndlessSection, timeEndlessWindows, type EndlessPlan, type EndlessRow } from './endless.js';
export {
  SHAPES_FULL,
  SHAPES_QUICK,
  SHAPE_GRIDS,
  SHAPE_RATIO_TARGET,
  formatShapesSection,
  graphGenerators,
  polarRingsFor,
  shapeGrids,
  shapeRatio,
  timeShapes,
  type ShapeGridName,
  type ShapePlan,
  type ShapeRow,
} from './shapes.js';
export { PDF_FULL, PDF_QUICK, formatPdfSection, timePdfBooklet, type PdfPlan, type PdfTiming } from './pdf.js';
export { PDF_WEIGHT_TARGETS, formatPdfWeightSection, measurePdfWeight, type PdfWeight } from './pdf-weight.js';
export { discoverGenerators, generatorSubject, type Discovery, type Importer } from './mazekit.js';
export {
  NATIVE_ALGORITHMS,
  NATIVE_RATIO_TARGET,
  YARDSTICK_SOURCE,
  buildYardstick,
  cellsHash,
  formatNativeSection,
  nativeYardstick,
  referenceHash,
  timeNative,
  type NativeAlgorithm,
  type NativeRun,
  type NativeTiming,
  type Yardstick,
} from './native.js';
export { referenceSubjects } from './reference/subjects.js';
export { referenceBacktracker } from './reference/backtracker.js';
export { referenceWilson } from './reference/wilson.js';
export { referenceAldousBroder } from './reference/aldous-broder.js';
export { referenceKruskal } from './reference/kruskal.js';
export { peerSubjects } from './peers/subjects.js';
export { selectSubjects } from './select.js';
export { ellerToCells, generateMazeSubject } from './peers/generate-maze.js';
export { sbj42ToCells, sbj42Subject } from './peers/sbj42.js';
export { mazeFlaw } from './validate.js';
export { median, timeRuns, type Plan, type Timing } from './timing.js';
export { measureMemory, type MemoryUse } from './memory.js';
export { collector } from './gc.js';
export { describeError } from './describe-error.js';
export { machineInfo, type Machine } from './machine.js';
export { cellCount, sizeLabel, type Size } from './size.js';
export type { Subject, SubjectKind } from './subject.js';
export { BASELINE_SPEEDUP, MAZE_BYTES_PER_CELL, REFERENCE_RATIO, SPEED_TARGETS, SVG_MS, WITHDRAWN_SPEED_TARGETS } from './targets.js';
export { CORE_SHORTEST, SOLVERS_FULL, SOLVERS_QUICK, SOLVER_GRIDS, discoverSolvers, formatSolversSection, solverSpeed, timeSolvers, type SolverGridName, type SolverPlan, type SolverRow } from './solvers.js';

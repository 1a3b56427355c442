import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { OrthogonalGrid, createRng, longestPath, shortestPath, type Grid, type SolveEffort, type Solver } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { HexGrid } from '@mazekit/grid-hex';
import { PolarGrid } from '@mazekit/grid-polar';
import { routeFlaw } from '@mazekit/testkit';
import { describeError } from './describe-error.js';
import { collector } from './gc.js';
import type { Importer } from './mazekit.js';
import { polarRingsFor } from './shapes.js';
import { median } from './timing.js';

/** What the solver rows time: mazes of about `side²` cells, `rounds` timed after `warmups`. */
export interface SolverPlan {
  readonly side: number;
  readonly warmups: number;
  readonly rounds: number;
}

/** The full bench: a 1000 × 1000 square, a 1000 × 1000 hex and a polar maze of a million cells. */
export const SOLVERS_FULL: SolverPlan = { side: 1000, warmups: 1, rounds: 3 };
/** The quick smoke run. */
export const SOLVERS_QUICK: SolverPlan = { side: 40, warmups: 0, rounds: 1 };

/** The mazes each solver runs on. */
export const SOLVER_GRIDS = ['square', 'hex', 'polar'] as const;

/** One of {@link SOLVER_GRIDS}. */
export type SolverGridName = (typeof SOLVER_GRIDS)[number];

/** The row of core's own `shortestPath`, the yardstick beside the solvers. */
export const CORE_SHORTEST = 'core shortestPath';

/** One solver's (or core's shortest path's) times and efforts on every maze. */
export interface SolverRow {
  readonly solver: string;
  readonly cells: Readonly<Record<SolverGridName, number>>;
  /** Median wall time of the timed rounds, in milliseconds. */
  readonly ms: Readonly<Record<SolverGridName, number>>;
  /** The effort of the last run (the same every run: the mazes, ends and seeds do not change). */
  readonly effort: Readonly<Record<SolverGridName, SolveEffort>>;
}

const PREFIX = '@mazekit/solver-';

function isSolver(value: unknown): value is Solver {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Solver>;
  return typeof s.id === 'string' && typeof s.solve === 'function' && typeof s.maxSteps === 'function';
}

/**
 * Imports every `@mazekit/solver-*` listed in the bench's package.json dependencies, so that
 * benchmarking a new solver takes one dependency line; one that cannot be imported is skipped
 * with a note.
 */
export async function discoverSolvers(
  packageJson: URL = new URL('../package.json', import.meta.url),
  load: Importer = (name) => import(name),
): Promise<{ solvers: Solver[]; notes: string[] }> {
  const manifest = JSON.parse(await readFile(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const solvers: Solver[] = [];
  const notes: string[] = [];
  for (const name of Object.keys(manifest.dependencies ?? {}).filter((n) => n.startsWith(PREFIX))) {
    let module: unknown;
    try {
      module = await load(name);
    } catch (error) {
      notes.push(`${name} skipped: it cannot be imported (${describeError(error)}); build it and what it depends on first.`);
      continue;
    }
    const solver = (module as { solver?: unknown }).solver;
    if (!isSolver(solver)) {
      notes.push(`${name} skipped: it exports no \`solver\` with \`id\`, \`solve\` and \`maxSteps\`.`);
      continue;
    }
    solvers.push(solver);
  }
  return { solvers, notes };
}

/** The mazes: carved once by the backtracker (seeded), start and goal the ends of the longest path. */
function solverMazes(side: number, seed: number): Record<SolverGridName, { grid: Grid; start: number; goal: number }> {
  const make: Record<SolverGridName, Grid> = {
    square: new OrthogonalGrid(side, side),
    hex: new HexGrid(side, side),
    polar: new PolarGrid(polarRingsFor(side * side)),
  };
  const out = {} as Record<SolverGridName, { grid: Grid; start: number; goal: number }>;
  for (const name of SOLVER_GRIDS) {
    const grid = make[name];
    backtracker.carve(grid, createRng(`solvers-${seed}-${name}`));
    const { start, goal } = longestPath(grid);
    out[name] = { grid, start, goal };
  }
  return out;
}

/**
 * Times core's `shortestPath`, then each solver, on a square, a hex and a polar perfect maze
 * of about `side²` cells between the ends of the longest path: the mazes take turns within each
 * round, so a change in the machine's load falls on all alike. Each run's route is checked to
 * be a real route (outside the timing). A solver's rng is seeded the same every round.
 */
export function timeSolvers(plan: SolverPlan, solvers: readonly Solver[], seed: number, log: (line: string) => void = () => undefined): SolverRow[] {
  const mazes = solverMazes(plan.side, seed);
  const collect = collector();
  const rows: SolverRow[] = [];
  const subjects: Array<{ id: string; run: (grid: Grid, start: number, goal: number) => { route: number[] | null; effort: SolveEffort } }> = [
    {
      id: CORE_SHORTEST,
      run: (grid, start, goal) => {
        const route = shortestPath(grid, start, goal);
        return { route, effort: { visited: 0, steps: 0, backtracks: 0, gaveUp: false } };
      },
    },
    ...solvers.map((s) => ({ id: s.id, run: (grid: Grid, start: number, goal: number) => s.solve(grid, { start, goal, rng: createRng(`${seed}`) }) })),
  ];
  for (const subject of subjects) {
    log(`solvers: ${subject.id}`);
    const samples = Object.fromEntries(SOLVER_GRIDS.map((g) => [g, [] as number[]])) as Record<SolverGridName, number[]>;
    const cells = {} as Record<SolverGridName, number>;
    const effort = {} as Record<SolverGridName, SolveEffort>;
    for (let round = 0; round < plan.warmups + plan.rounds; round++) {
      for (const name of SOLVER_GRIDS) {
        const { grid, start, goal } = mazes[name];
        collect();
        const t0 = performance.now();
        const result = subject.run(grid, start, goal);
        const ms = performance.now() - t0;
        if (round === 0) {
          const flaw = result.route && routeFlaw(grid, result.route, start, goal);
          if (flaw) throw new Error(`${subject.id} on ${name}: ${flaw}`);
          cells[name] = grid.size;
        }
        effort[name] = result.effort;
        if (round >= plan.warmups) samples[name].push(ms);
      }
    }
    const ms = Object.fromEntries(SOLVER_GRIDS.map((g) => [g, median(samples[g])])) as Record<SolverGridName, number>;
    rows.push({ solver: subject.id, cells, ms, effort });
  }
  return rows;
}

/** Millions of the maze's cells a second. */
export function solverSpeed(row: SolverRow, grid: SolverGridName): number {
  return row.cells[grid] / row.ms[grid] / 1000;
}

/** The report's section on solvers. */
export function formatSolversSection(plan: SolverPlan, rows: readonly SolverRow[]): string {
  const first = rows[0];
  const size = (g: SolverGridName): string => (first ? String(first.cells[g]) : '?');
  const out = [
    `## Solvers: about ${plan.side * plan.side} cells`,
    '',
    `Every solver, and core's \`shortestPath\` beside them, on one perfect maze each (carved by the backtracker): a ${plan.side} × ${plan.side} square (${size('square')} cells), a ${plan.side} × ${plan.side} hex grid (${size('hex')} cells) and a polar grid of about as many (${size('polar')}), from one end of the longest path to the other. Speed is the maze's cells over the wall time, in millions a second, so the rows compare; steps are the solver's own count (its README says what a step is), "gave up" when it stopped without the goal. Median of ${plan.rounds} rounds after ${plan.warmups} warm-up; within a round the mazes take turns.`,
    '',
    '| solver | square Mcells/s | square steps | hex Mcells/s | hex steps | polar Mcells/s | polar steps |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const cell = (g: SolverGridName): string => {
      const e = row.effort[g];
      const steps = row.solver === CORE_SHORTEST ? '–' : `${e.steps}${e.gaveUp ? ' (gave up)' : ''}`;
      // A solver that walks for ever (and gives up) is far under 1 Mcells/s: keep two figures of it.
      const speed = solverSpeed(row, g);
      return `${speed >= 1 ? speed.toFixed(1) : speed.toPrecision(2)} | ${steps}`;
    };
    out.push(`| ${row.solver} | ${cell('square')} | ${cell('hex')} | ${cell('polar')} |`);
  }
  out.push('');
  return out.join('\n');
}

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FULL, QUICK } from './config.js';
import { DUNGEONS_FULL, DUNGEONS_QUICK, dungeonSubjects, formatDungeonsSection, timeDungeons } from './dungeons.js';
import { ENDLESS_FULL, ENDLESS_QUICK, formatEndlessSection, timeEndlessWindows } from './endless.js';
import { SEAMS_FULL, SEAMS_QUICK, formatSeamsSection, measureSeams } from './seams.js';
import { runBench } from './harness.js';
import { machineInfo } from './machine.js';
import { discoverGenerators } from './mazekit.js';
import { peerSubjects } from './peers/subjects.js';
import { referenceSubjects } from './reference/subjects.js';
import { PDF_FULL, PDF_QUICK, formatPdfSection, timePdfBooklet } from './pdf.js';
import { formatPdfWeightSection, measurePdfWeight } from './pdf-weight.js';
import { NATIVE_ALGORITHMS, formatNativeSection, nativeYardstick } from './native.js';
import { formatReport } from './report.js';
import { selectSubjects } from './select.js';
import { SOLVERS_FULL, SOLVERS_QUICK, discoverSolvers, formatSolversSection, timeSolvers } from './solvers.js';
import { SHAPES_FULL, SHAPES_QUICK, formatShapesSection, graphGenerators, timeShapes } from './shapes.js';
import { formatWeaveSection, timeWeave } from './weave.js';
import { STARTUP_FULL, STARTUP_QUICK, formatStartupSection, timeStartup } from './startup.js';

/** When and where a section run on its own (--solvers, --dungeons) was measured, and the load before and after. */
const startMachine = machineInfo();
function measuredLine(): string {
  const m = startMachine;
  return `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; one-minute load average ${m.load.toFixed(2)} at the start and ${(loadavg()[0] ?? 0).toFixed(2)} at the end.`;
}

const USAGE = `usage: node --expose-gc dist/run.js [--quick] [--write] [--only <ids>] [--shapes] [--solvers] [--dungeons]
  --quick  tiny mazes, a smoke run of a second or so
  --write  also write the report to BENCHMARKS.md at the repository root (full run only)
  --only   only the rows of these algorithms, comma-separated generator ids (e.g. kruskal,prim):
           each mazekit generator with its reference and peers; no PDF booklet
  --shapes only the shape rows (hex, triangle and polar against the square generic path),
           of every graph generator or of those --only names
  --weave  only the weave rows (a weave board against the square generic path), of every
           graph generator or of those --only names
  --solvers only the solver rows: every solver and core's shortest path on a square, a hex
           and a polar maze
  --dungeons only the dungeon rows: mazekit's rooms generator beside rot.js's Digger and Uniform
`;

let values: { quick?: boolean; write?: boolean; only?: string; shapes?: boolean; weave?: boolean; solvers?: boolean; dungeons?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      quick: { type: 'boolean' },
      write: { type: 'boolean' },
      only: { type: 'string' },
      shapes: { type: 'boolean' },
      weave: { type: 'boolean' },
      solvers: { type: 'boolean' },
      dungeons: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
if ((values.quick || values.only !== undefined || values.shapes || values.weave || values.solvers || values.dungeons) && values.write) {
  process.stderr.write(
    `bench: --write records the full bench; drop ${values.quick ? '--quick' : values.shapes ? '--shapes' : values.weave ? '--weave' : values.solvers ? '--solvers' : values.dungeons ? '--dungeons' : '--only'}\n${USAGE}`,
  );
  process.exit(2);
}
const dungeonPlan = values.quick ? DUNGEONS_QUICK : DUNGEONS_FULL;
if (values.dungeons) {
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const rows = timeDungeons(dungeonPlan, await dungeonSubjects(), log);
  process.stdout.write(`${measuredLine()}\n\n${formatDungeonsSection(dungeonPlan, rows)}`);
  process.exit(0);
}
const solverPlan = values.quick ? SOLVERS_QUICK : SOLVERS_FULL;
const solverDiscovery = await discoverSolvers();
for (const note of solverDiscovery.notes) process.stderr.write(`${note}\n`);
if (values.solvers) {
  const seed = (values.quick ? QUICK : FULL).seed;
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  const rows = timeSolvers(solverPlan, solverDiscovery.solvers, seed, log);
  process.stdout.write(`${measuredLine()}\n\n${formatSolversSection(solverPlan, rows)}`);
  process.exit(0);
}

const discovery = await discoverGenerators();
for (const note of discovery.notes) process.stderr.write(`${note}\n`);
let subjects = [...discovery.subjects, ...referenceSubjects(), ...peerSubjects()];
if (values.only !== undefined) {
  const picked = selectSubjects(subjects, values.only);
  if (typeof picked === 'string') {
    process.stderr.write(`bench: ${picked}\n${USAGE}`);
    process.exit(2);
  }
  subjects = picked;
}
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const shapePlan = values.quick ? SHAPES_QUICK : SHAPES_FULL;
const seed = (values.quick ? QUICK : FULL).seed;
if (values.shapes || values.weave) {
  const picked = new Set(subjects.map((s) => s.algorithm));
  const generators = graphGenerators(discovery.generators).filter((g) => picked.has(g.id));
  if (generators.length === 0) {
    process.stderr.write(`bench: ${values.shapes ? '--shapes' : '--weave'} needs a graph generator; --only named none\n${USAGE}`);
    process.exit(2);
  }
  if (values.shapes) process.stdout.write(formatShapesSection(shapePlan, timeShapes(shapePlan, generators, seed, log)));
  if (values.weave) process.stdout.write(formatWeaveSection(shapePlan, timeWeave(shapePlan, generators, seed, log)));
  process.exit(0);
}
const report = await runBench(values.quick ? QUICK : FULL, subjects, { log, notes: discovery.notes });
let markdown = formatReport(report);
// The C translations of the references, timed in this run beside them (skipped without a C compiler).
const nativeAlgorithms = NATIVE_ALGORITHMS.filter((a) => subjects.some((s) => s.kind === 'reference' && s.algorithm === a));
if (nativeAlgorithms.length > 0) {
  process.stderr.write('native yardstick\n');
  const native = nativeYardstick(values.quick ? QUICK : FULL, nativeAlgorithms, log);
  if (typeof native === 'string') process.stderr.write(`${native}\n`);
  markdown += `\n${formatNativeSection(report, native)}`;
}
// A run of a few generators' rows (--only) skips the PDF booklet, the endless windows and the shapes.
if (values.only === undefined) {
  process.stderr.write('pdf booklet\n');
  const pdf = await timePdfBooklet(values.quick ? PDF_QUICK : PDF_FULL, seed);
  markdown += `\n${formatPdfSection(pdf)}`;
  process.stderr.write('pdf weight (npm install of the packed tarballs, a Vite bundle)\n');
  markdown += `\n${formatPdfWeightSection(await measurePdfWeight())}`;
  process.stderr.write('endless windows\n');
  const endlessPlan = values.quick ? ENDLESS_QUICK : ENDLESS_FULL;
  markdown += `\n${formatEndlessSection(endlessPlan, timeEndlessWindows(endlessPlan))}`;
  const seamsPlan = values.quick ? SEAMS_QUICK : SEAMS_FULL;
  markdown += `\n${formatSeamsSection(seamsPlan, measureSeams(seamsPlan))}`;
  markdown += `\n${formatShapesSection(shapePlan, timeShapes(shapePlan, graphGenerators(discovery.generators), seed, log))}`;
  markdown += `\n${formatWeaveSection(shapePlan, timeWeave(shapePlan, graphGenerators(discovery.generators), seed, log))}`;
  markdown += `\n${formatSolversSection(solverPlan, timeSolvers(solverPlan, solverDiscovery.solvers, seed, log))}`;
  markdown += `\n${formatDungeonsSection(dungeonPlan, timeDungeons(dungeonPlan, await dungeonSubjects(), log))}`;
  process.stderr.write('cli startup\n');
  markdown += `\n${formatStartupSection(timeStartup(values.quick ? STARTUP_QUICK : STARTUP_FULL))}`;
}
process.stdout.write(markdown);
if (values.write) {
  const target = new URL('../../../BENCHMARKS.md', import.meta.url);
  writeFileSync(target, markdown);
  process.stderr.write(`wrote ${fileURLToPath(target)}\n`);
}

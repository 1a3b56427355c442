import { parseArgs } from 'node:util';
import { ENDLESS_FULL, ENDLESS_QUICK, formatEndlessSection, timeEndlessWindows } from './endless.js';
import { SEAMS_FULL, SEAMS_QUICK, formatSeamsSection, measureSeams } from './seams.js';

// Only the endless-maze rows of the bench (window timings, then seams): `node --expose-gc dist/run-endless.js [--quick]`.
let quick: boolean | undefined;
try {
  ({ values: { quick } } = parseArgs({ options: { quick: { type: 'boolean' } } }));
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\nusage: node --expose-gc dist/run-endless.js [--quick]\n`);
  process.exit(2);
}
const plan = quick ? ENDLESS_QUICK : ENDLESS_FULL;
process.stdout.write(formatEndlessSection(plan, timeEndlessWindows(plan)));
const seams = quick ? SEAMS_QUICK : SEAMS_FULL;
process.stdout.write(`\n${formatSeamsSection(seams, measureSeams(seams))}`);

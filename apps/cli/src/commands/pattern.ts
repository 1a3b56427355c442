import { createRng } from '@mazekit/core';
import { parseIntFlag } from '../args.js';
import { emit } from '../output.js';
import { parseSeed, parseTarget } from '../parse/common.js';

/** Flags of `mazekit pattern`. */
export interface PatternFlags {
  width: string;
  height: string;
  seed?: string;
  ascii?: boolean;
  output?: string;
}

/** The widest or tallest pattern drawn: 10 000 a side makes 100 million characters, as many as the largest maze has cells. */
const PATTERN_MAX_SIDE = 10_000;

/**
 * `mazekit pattern`: the "10 PRINT" pattern, a field of random diagonals (`╱` and `╲`, or
 * `/` and `\` with `--ascii`), one seeded coin toss per character. It looks like a maze but
 * is not one: its corridors may loop, and not every part joins every other.
 */
export async function patternCommand(flags: PatternFlags): Promise<void> {
  const width = parseIntFlag('--width', flags.width, 1, PATTERN_MAX_SIDE);
  const height = parseIntFlag('--height', flags.height, 1, PATTERN_MAX_SIDE);
  const seed = parseSeed(flags.seed);
  const target = parseTarget(flags.output);
  const [up, down] = flags.ascii ? ['/', '\\'] : ['╱', '╲'];
  const rng = createRng(seed.value);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += rng() < 0.5 ? up : down;
    rows.push(row);
  }
  if (!seed.given && process.stderr.isTTY) process.stderr.write(`seed ${seed.value}\n`);
  await emit(`${rows.join('\n')}\n`, target.file);
}

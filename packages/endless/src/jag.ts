import { fmix, mixInt, mixWord } from './hash.js';
import type { World } from './world.js';

// Jagged chunk borders. A straight chunk border is a straight wall with at most one door, and
// a row of them draws the chunk grid across the maze. So each level-1 border is a staircase:
// vertical border k (the west edge of chunk column k, at x = chunk·k when straight) sits at
// x = chunk·k + dx(k, y), and horizontal border j at y = chunk·j + dy(j, x). The offsets are
// hashed per step of JAG_STEP cells, in [-JAG, JAG] and never 0, one parity on even steps and
// the other on odd ones, so two neighbouring steps always differ: no border runs straight for
// more than one step. A vertical border runs straight (offset 0) through the JAG_STEP rows on
// either side of every horizontal border line: where both moved at once they could cut a cell
// off, and there the horizontal border can move freely. A chunk is then the cells between its
// four borders, each row of it (away from its top and bottom) an interval and each column near
// its top and bottom an interval: one 4-connected region of about chunk² cells. The world's
// own edges stay straight.

/** Cells per step of a jagged border. */
export const JAG_STEP = 4;

/** Offsets on even steps (JAG = 3): odd numbers; odd steps take ±2. */
const EVEN_OFFSETS = [-3, -1, 1, 3] as const;

function stepOffset(world: World, tag: number, border: number, step: number): number {
  let h = mixWord(world.key0 | 0, 0x6a09e667 + tag);
  h = mixInt(h, border);
  h = mixInt(h, step);
  const r = fmix(h ^ world.key1);
  return step % 2 === 0 ? EVEN_OFFSETS[r & 3]! : r & 1 ? 2 : -2;
}

/** How far vertical border `k` lies east of x = chunk·k at row `y`. */
export function dx(world: World, k: number, y: number): number {
  const C = world.chunk;
  if (world.jag === 0 || k <= 0 || k * C >= world.size) return 0;
  const o = y % C;
  if (o < JAG_STEP || o >= C - JAG_STEP) return 0;
  return stepOffset(world, 0, k, Math.floor(y / JAG_STEP));
}

/** How far horizontal border `j` lies south of y = chunk·j at column `x`. */
export function dy(world: World, j: number, x: number): number {
  if (world.jag === 0 || j <= 0 || j * world.chunk >= world.size) return 0;
  return stepOffset(world, 1, j, Math.floor(x / JAG_STEP));
}

/** The column of the level-1 chunk that holds cell (x, y). */
export function chunkColumn(world: World, x: number, y: number): number {
  const C = world.chunk;
  const i = Math.floor(x / C);
  if (world.jag === 0) return i;
  if (x < C * i + dx(world, i, y)) return i - 1;
  if (x >= C * (i + 1) + dx(world, i + 1, y)) return i + 1;
  return i;
}

/** The row of the level-1 chunk that holds cell (x, y). */
export function chunkRow(world: World, x: number, y: number): number {
  const C = world.chunk;
  const j = Math.floor(y / C);
  if (world.jag === 0) return j;
  if (y < C * j + dy(world, j, x)) return j - 1;
  if (y >= C * (j + 1) + dy(world, j + 1, x)) return j + 1;
  return j;
}

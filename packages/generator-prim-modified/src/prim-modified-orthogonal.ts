import { type OrthogonalGrid, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { COUNT, PICK } from './bits.js';

/** Mark of a frontier cell: above the passage bits, so `unpad` drops it. */
const FRONTIER = 64;

/**
 * Modified Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carvePrimModifiedGraph}, so it carves the same maze. It
 * works on a padded copy (a one-cell border) whose bytes are also the state: 0 is outside,
 * {@link FRONTIER} marks a frontier cell, a passage bit marks a maze cell; one byte array
 * to miss in cache instead of two. Lookup tables count the maze neighbours and pick the k-th.
 */
export function carvePrimModifiedOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = grid.degree === 6;
  const frontier = new Int32Array(grid.size);
  let count = 0;

  const root = toPadded(grid, padded, Math.floor(rng() * grid.size));
  // The root counts as in the maze before it has a passage: marked so no neighbour lists it.
  m[root] = FRONTIER;
  let cell = root;
  for (;;) {
    // Unrolled in direction order (N, S, E, W, up, down), the order the generic path lists them.
    if (m[cell + sN] === 0) {
      m[cell + sN] = FRONTIER;
      frontier[count++] = cell + sN;
    }
    if (m[cell + sS] === 0) {
      m[cell + sS] = FRONTIER;
      frontier[count++] = cell + sS;
    }
    if (m[cell + 1] === 0) {
      m[cell + 1] = FRONTIER;
      frontier[count++] = cell + 1;
    }
    if (m[cell - 1] === 0) {
      m[cell - 1] = FRONTIER;
      frontier[count++] = cell - 1;
    }
    if (levels) {
      if (m[cell + sU] === 0) {
        m[cell + sU] = FRONTIER;
        frontier[count++] = cell + sU;
      }
      if (m[cell + sD] === 0) {
        m[cell + sD] = FRONTIER;
        frontier[count++] = cell + sD;
      }
    }
    if (count === 0) break;
    const i = Math.floor(rng() * count);
    cell = frontier[i]!;
    frontier[i] = frontier[--count]!;
    // Bit d set when direction d leads into the maze, that is to a byte with a passage bit:
    // -(byte & 63) >>> 31 is 1 exactly then (the border and the marks have none).
    let inside =
      ((-(m[cell + sN]! & 63) >>> 31) |
      ((-(m[cell + sS]! & 63) >>> 31) << 1) |
      ((-(m[cell + 1]! & 63) >>> 31) << 2) |
      ((-(m[cell - 1]! & 63) >>> 31) << 3));
    if (levels) inside |= ((-(m[cell + sU]! & 63) >>> 31) << 4) | ((-(m[cell + sD]! & 63) >>> 31) << 5);
    // Only the first cell picked sees no passage: its one maze neighbour is the bare root.
    if (inside === 0) {
      let d = 0;
      while (cell + steps[d]! !== root) d++;
      inside = 1 << d;
    }
    const k = COUNT[inside]!;
    const dir = PICK[inside * 6 + (k === 1 ? 0 : Math.floor(rng() * k))]!;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
  unpad(grid, padded);
}

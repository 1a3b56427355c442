import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { COUNT, PICK } from './bits.js';
import { pad, toPadded, unpad } from './padded.js';

const OUTSIDE = 0;
const FRONTIER = 1;
const MAZE = 2;

/**
 * Modified Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carvePrimModifiedGraph}, so it carves the same maze. It
 * works on padded copies (a one-cell border), one of passages and one of states (outside,
 * frontier, maze; the border keeps its border byte), so a neighbour is one byte read at a
 * fixed step; lookup tables count the maze neighbours and pick the k-th.
 */
export function carvePrimModifiedOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const degree = grid.degree;
  const levels = degree === 6;
  const state = m.slice();
  const frontier = new Int32Array(grid.size);
  let count = 0;

  let cell = toPadded(grid, padded, Math.floor(rng() * grid.size));
  for (;;) {
    state[cell] = MAZE;
    for (let d = 0; d < degree; d++) {
      const n = cell + steps[d]!;
      if (state[n] === OUTSIDE) {
        state[n] = FRONTIER;
        frontier[count++] = n;
      }
    }
    if (count === 0) break;
    const i = Math.floor(rng() * count);
    cell = frontier[i]!;
    frontier[i] = frontier[--count]!;
    // Bit d set when direction d leads into the maze: (s ^ MAZE) - 1 < 0 exactly when s is MAZE.
    let inside =
      (((state[cell + sN]! ^ MAZE) - 1) >>> 31) |
      ((((state[cell + sS]! ^ MAZE) - 1) >>> 31) << 1) |
      ((((state[cell + 1]! ^ MAZE) - 1) >>> 31) << 2) |
      ((((state[cell - 1]! ^ MAZE) - 1) >>> 31) << 3);
    if (levels) inside |= ((((state[cell + sU]! ^ MAZE) - 1) >>> 31) << 4) | ((((state[cell + sD]! ^ MAZE) - 1) >>> 31) << 5);
    const k = COUNT[inside]!;
    const dir = PICK[inside * 6 + (k === 1 ? 0 : Math.floor(rng() * k))]!;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
  unpad(grid, padded);
}

import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { EdgeQueue } from './edge-queue.js';
import { pad, toPadded, unpad } from './padded.js';

const FRONTIER = 1;
const MAZE = 2;

/**
 * Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carvePrimGraph}, so it carves the same maze. It works on padded
 * copies (a one-cell border), one of passages and one of states (outside 0, frontier, maze;
 * the border keeps its border byte, so "outside or frontier" is `state < 2`), and queues
 * edges as `padded cell × 8 + direction back`.
 */
export function carvePrimOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const degree = grid.degree;
  const state = m.slice();
  const queue = new EdgeQueue(Math.ceil((grid.size * degree) / 2));

  let cell = toPadded(grid, padded, Math.floor(rng() * grid.size));
  for (;;) {
    state[cell] = MAZE;
    for (let d = 0; d < degree; d++) {
      const n = cell + steps[d]!;
      if (state[n]! < MAZE) {
        queue.push((rng() * 4294967296) >>> 0, (n << 3) | (d ^ 1));
        state[n] = FRONTIER;
      }
    }
    const e = queue.pop(state, MAZE);
    if (e < 0) break;
    cell = e >> 3;
    const dir = e & 7;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
  unpad(grid, padded);
}

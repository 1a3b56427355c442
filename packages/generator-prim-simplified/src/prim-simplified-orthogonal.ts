import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { pad, toPadded, unpad } from './padded.js';

const FRONTIER = 1;
const MAZE = 2;

/**
 * Simplified Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carvePrimSimplifiedGraph}, so it carves the same maze. It
 * works on padded copies (a one-cell border), one of passages and one of states (outside 0,
 * frontier, maze; the border keeps its border byte, so "outside or frontier" is `state < 2`),
 * and lists edges as `padded cell × 8 + direction back`.
 */
export function carvePrimSimplifiedOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const degree = grid.degree;
  const state = m.slice();
  const edges = new Int32Array(Math.ceil((grid.size * degree) / 2));
  let count = 0;

  let cell = toPadded(grid, padded, Math.floor(rng() * grid.size));
  for (;;) {
    state[cell] = MAZE;
    for (let d = 0; d < degree; d++) {
      const n = cell + steps[d]!;
      const s = state[n]!;
      if (s < MAZE) {
        edges[count++] = (n << 3) | (d ^ 1);
        state[n] = FRONTIER;
      }
    }
    let e: number;
    do {
      if (count === 0) {
        unpad(grid, padded);
        return;
      }
      const i = Math.floor(rng() * count);
      e = edges[i]!;
      edges[i] = edges[--count]!;
    } while (state[e >> 3] === MAZE);
    cell = e >> 3;
    const dir = e & 7;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
}

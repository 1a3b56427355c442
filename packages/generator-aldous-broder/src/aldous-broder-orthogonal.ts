import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { BORDER, ROOT, pad, paddedIndex, unpad } from './padded.js';

/**
 * The Aldous-Broder walk hand-written for an {@link OrthogonalGrid} with no tracer. It makes
 * the same choices as {@link carveAldousBroderGraph}, so it carves the same maze. The walk
 * takes a number of steps that grows like n·log²n (its cover time), far more than the other
 * algorithms, so every step here is one rng call, one byte read at a fixed index step in a
 * padded copy (where the border byte answers "off the grid") and, rarely, two byte writes:
 * no calls, objects or row/column arithmetic.
 */
export function carveAldousBroderOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const degree = padded.degree;
  const root = size > 1 ? Math.floor(rng() * size) : 0;
  let cell = paddedIndex(grid, root);
  m[cell] = ROOT;
  for (let remaining = size - 1; remaining > 0; ) {
    const dir = Math.floor(rng() * degree);
    const next = cell + steps[dir]!;
    const v = m[next]!;
    if (v === BORDER) continue;
    if (v === 0) {
      m[cell]! |= 1 << dir;
      m[next] = 1 << (dir ^ 1);
      remaining--;
    }
    cell = next;
  }
  unpad(grid, padded, root);
}

import { type OrthogonalGrid, PAD_ROOT as ROOT, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { coinFor } from './coin.js';
import { carveMixedPadded } from './mixed-padded.js';
import { MIXED } from './policy.js';
import { carveSinglePadded } from './single-padded.js';

/**
 * The growing tree hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carveGrowingTreeGraph}, so it carves the same maze, on a padded
 * copy where a neighbour is one byte read at a fixed step: mixed in `mixed-padded.ts`, the
 * other policies in `single-padded.ts`.
 */
export function carveGrowingTreeOrthogonal(grid: OrthogonalGrid, rng: Rng, policy: number, ratio: number): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const levels = grid.degree === 6;
  const start = toPadded(grid, padded, Math.floor(rng() * grid.size));
  m[start] = ROOT;
  if (policy === MIXED) {
    const coin = coinFor(ratio);
    carveMixedPadded(m, steps, levels, start, grid.size, coin.width, coin.chunks, rng);
  } else carveSinglePadded(m, steps, levels, start, grid.size, policy, rng);
  unpad(grid, padded);
}

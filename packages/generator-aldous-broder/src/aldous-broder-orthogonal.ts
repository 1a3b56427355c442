import { type OrthogonalGrid, PAD_ROOT as ROOT, paddedIndex, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { QuietZones } from './quiet.js';
import { walkFlat } from './walk-flat.js';
import { walkLevels } from './walk-levels.js';

/**
 * The Aldous-Broder walk hand-written for an {@link OrthogonalGrid} with no tracer. It makes
 * the same choices as {@link carveAldousBroderGraph}, so it carves the same maze. The walk
 * takes a number of steps that grows like n·log²n (its cover time), far more than the other
 * algorithms, so a step here is a few bits of an rng word, one byte read at a fixed index
 * step in a padded copy (where the border byte answers "off the grid") and, rarely, two
 * byte writes and a zone count: no calls, objects or row/column arithmetic otherwise. On a flat grid the walker also
 * strides through zones where every cell is already in the maze (see {@link walkFlat}).
 */
export function carveAldousBroderOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const padded = pad(grid);
  const m = padded.cells;
  const root = size > 1 ? Math.floor(rng() * size) : 0;
  const cell = paddedIndex(grid, padded, root);
  m[cell] = ROOT;
  if (padded.degree === 4) {
    const zones = new QuietZones(grid, m.length);
    zones.enter(cell);
    walkFlat(m, padded.steps, cell, size - 1, rng, zones);
  } else {
    walkLevels(m, padded.steps, padded.degree, cell, size - 1, rng);
  }
  unpad(grid, padded);
}

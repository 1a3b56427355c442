import { type Grid, MazekitError, type Rng, type Tracer, isOrthogonal, resolveOptions } from '@mazekit/core';
import { ELLER_OPTIONS, type EllerOptions } from './options.js';
import { RowCarver } from './row-carver.js';
import { SliceCarver } from './slice-carver.js';

const PKG = '@mazekit/generator-eller';

/**
 * Carves a perfect maze into an empty orthogonal `grid` with Eller's algorithm, one row at
 * a time, in memory proportional to the width besides the grid. A single-level grid gets
 * exactly the rows {@link ellerRows} streams for the same size, rng and options; a grid of
 * several levels is carved one slice (a row through every level) at a time.
 */
export function carveEller(grid: Grid, rng: Rng, options?: EllerOptions, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveEller needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  const { join, down } = resolveOptions(PKG, ELLER_OPTIONS, options) as { join: number; down: number };
  const { width, height, cells } = grid;
  if (grid.levels > 1) {
    const slices = new SliceCarver(grid, rng, join, down);
    for (let row = 0; row < height; row++) slices.carveSlice(row, row === height - 1, tracer);
    return;
  }
  const carver = new RowCarver(width, rng, join, down);
  for (let row = 0, base = 0; row < height; row++, base += width) {
    carver.carveRow(cells.subarray(base, base + width), row === height - 1, base, tracer);
  }
}

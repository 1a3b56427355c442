import { type Grid, MazekitError, type Rng, type Tracer, isOrthogonal, resolveOptions } from '@mazekit/core';
import { ELLER_OPTIONS, type EllerOptions } from './options.js';
import { RowCarver } from './row-carver.js';

const PKG = '@mazekit/generator-eller';

/**
 * Carves a perfect maze into an empty single-level orthogonal `grid` with Eller's
 * algorithm, one row at a time, in memory proportional to the width besides the grid.
 * Gives exactly the rows {@link ellerRows} streams for the same size, rng and options.
 */
export function carveEller(grid: Grid, rng: Rng, options?: EllerOptions, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveEller needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  if (grid.levels !== 1) {
    throw new MazekitError(PKG, `Eller's algorithm carves single-level mazes only; got levels=${grid.levels}, allowed: 1`);
  }
  const { join, down } = resolveOptions(PKG, ELLER_OPTIONS, options) as { join: number; down: number };
  const { width, height, cells } = grid;
  const carver = new RowCarver(width, rng, join, down);
  for (let row = 0, base = 0; row < height; row++, base += width) {
    carver.carveRow(cells.subarray(base, base + width), row === height - 1, base, tracer);
  }
}

import { MAX_CELLS, MazekitError, type Rng, assertInteger, describeValue, resolveOptions } from '@mazekit/core';
import { ELLER_OPTIONS, type EllerOptions } from './options.js';
import { RowCarver } from './row-carver.js';

const PKG = '@mazekit/generator-eller';

/**
 * Streams a `width × height` perfect maze made by Eller's algorithm, one finished row at a
 * time, north to south: each row is a new `Uint8Array` of `width` cells holding the maze
 * JSON passage bits (N 1, S 2, E 4, W 8). Memory stays O(width) whatever the height, so
 * `height` may be far beyond what fits in a grid (rows are made only as they are read).
 * The rows are exactly those `carveEller` writes for the same size, rng and options.
 * Arguments are checked at the call, not at the first row.
 */
export function ellerRows(width: number, height: number, rng: Rng, options?: EllerOptions): IterableIterator<Uint8Array> {
  assertInteger(PKG, 'width', width, 1, MAX_CELLS);
  assertInteger(PKG, 'height', height, 1);
  if (typeof rng !== 'function') {
    throw new MazekitError(PKG, `rng must be a function returning numbers in [0, 1), got ${describeValue(rng)}`);
  }
  const { join, down } = resolveOptions(PKG, ELLER_OPTIONS, options) as { join: number; down: number };
  return rows(new RowCarver(width, rng, join, down), width, height);
}

function* rows(carver: RowCarver, width: number, height: number): IterableIterator<Uint8Array> {
  for (let row = 0; row < height; row++) {
    const out = new Uint8Array(width);
    carver.carveRow(out, row === height - 1, row * width, undefined);
    yield out;
  }
}

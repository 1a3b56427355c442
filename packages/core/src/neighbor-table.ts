import type { Grid } from './grid.js';
import { neighborFill } from './neighbors.js';

/** The most entries (cells × degree) {@link neighborTable} builds: 64 MB of Int32. */
export const NEIGHBOR_TABLE_LIMIT = 1 << 24;

/**
 * Every neighbour of every cell, `table[cell × degree + dir]` (-1 off the grid), for
 * generators that ask for neighbours many times a cell (random walks): a typed-array read
 * instead of a `neighbor` call, the same answers. Undefined when the grid has more than
 * `limit` entries, so memory stays bounded; the caller then calls `grid.neighbor`.
 */
export function neighborTable(grid: Grid, limit = NEIGHBOR_TABLE_LIMIT): Int32Array | undefined {
  const { size, degree } = grid;
  if (size * degree > limit) return undefined;
  const table = new Int32Array(size * degree);
  const fill = neighborFill(grid);
  const out = new Int32Array(degree);
  for (let cell = 0, k = 0; cell < size; cell++) {
    fill(cell, out);
    for (let d = 0; d < degree; d++) table[k++] = out[d]!;
  }
  return table;
}

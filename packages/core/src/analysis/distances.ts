import { MazekitError, describeValue } from '../errors.js';
import type { Grid } from '../grid.js';

/** Throws unless `cell` is a cell index of `grid`. */
export function assertCell(grid: Grid, cell: unknown, name = 'cell'): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError('@mazekit/core', `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

/**
 * Breadth-first distances through open passages from `from`: `result[c]` is the number
 * of steps to cell `c`, or -1 when it cannot be reached. Iterative, one Int32Array queue.
 */
export function distances(grid: Grid, from: number): Int32Array {
  assertCell(grid, from, 'from');
  const dist = new Int32Array(grid.size).fill(-1);
  const queue = new Int32Array(grid.size);
  const cells = grid.cells;
  const degree = grid.degree;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  dist[from] = 0;
  while (head < tail) {
    const c = queue[head++]!;
    const bits = cells[c]!;
    const next = dist[c]! + 1;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n >= 0 && dist[n] === -1) {
        dist[n] = next;
        queue[tail++] = n;
      }
    }
  }
  return dist;
}

/** The cell farthest from `from` (first in index order among ties) and its distance. */
export function farthest(dist: Int32Array): { cell: number; distance: number } {
  let cell = 0;
  let best = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c]! > best) {
      best = dist[c]!;
      cell = c;
    }
  }
  return { cell, distance: best };
}

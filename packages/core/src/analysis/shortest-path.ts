import type { Grid } from '../grid.js';
import { assertCell, distances } from './distances.js';

/**
 * A shortest route through open passages from `from` to `to` (both included), or `null`
 * when `to` cannot be reached. Walks back from `to` along decreasing distance; among equal
 * routes it takes the lowest direction number at each step, so the answer is deterministic.
 */
export function shortestPath(grid: Grid, from: number, to: number): number[] | null {
  assertCell(grid, to, 'to');
  const dist = distances(grid, from);
  if (dist[to] === -1) return null;
  const path = new Array<number>(dist[to]! + 1);
  let c = to;
  for (let i = dist[to]!; i > 0; i--) {
    path[i] = c;
    const bits = grid.cells[c]!;
    for (let d = 0; d < grid.degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n >= 0 && dist[n] === i - 1) {
        c = n;
        break;
      }
    }
  }
  path[0] = from;
  return path;
}

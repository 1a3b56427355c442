import type { Grid } from '../grid.js';
import { totalPassages } from '../grid.js';
import { distances } from './distances.js';

/** Number of cells reachable from cell 0. */
export function reachableCount(grid: Grid): number {
  const dist = distances(grid, 0);
  let n = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c] !== -1) n++;
  return n;
}

/**
 * True when the maze is perfect: every cell reachable and exactly `cells - 1` passages,
 * i.e. a spanning tree, with one route between any two cells.
 */
export function isPerfect(grid: Grid): boolean {
  return totalPassages(grid) === grid.size - 1 && reachableCount(grid) === grid.size;
}

import type { Grid } from '../grid.js';
import { distances, farthest } from './distances.js';

/** The two ends of a longest path and its length in steps. */
export interface LongestPath {
  readonly start: number;
  readonly goal: number;
  readonly length: number;
}

/**
 * Ends of the longest path, found by two breadth-first sweeps (from cell 0 to the farthest
 * cell A, then from A to the farthest cell B). Exact for perfect mazes (trees); for mazes
 * with loops it is the usual double-sweep estimate. Used to place start and goal.
 */
export function longestPath(grid: Grid): LongestPath {
  const a = farthest(distances(grid, 0)).cell;
  const b = farthest(distances(grid, a));
  return { start: a, goal: b.cell, length: b.distance };
}

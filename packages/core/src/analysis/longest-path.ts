import type { Grid } from '../grid.js';
import { distances, farthest } from './distances.js';

/** The two ends of a longest path and its length in steps. */
export interface LongestPath {
  readonly start: number;
  readonly goal: number;
  readonly length: number;
}

/** The first cell with an open passage, or 0 when none has one: a dungeon's cell 0 may be rock. */
export function firstOpenCell(grid: Grid): number {
  const cells = grid.cells;
  for (let c = 0; c < cells.length; c++) if (cells[c] !== 0) return c;
  return 0;
}

/**
 * Ends of the longest path, found by two breadth-first sweeps (from the first cell with a
 * passage, cell 0 in every perfect maze, to the farthest cell A, then from A to the farthest
 * cell B). Exact for perfect mazes (trees); for mazes with loops it is the usual double-sweep
 * estimate. Used to place start and goal.
 */
export function longestPath(grid: Grid): LongestPath {
  const a = farthest(distances(grid, firstOpenCell(grid))).cell;
  const b = farthest(distances(grid, a));
  return { start: a, goal: b.cell, length: b.distance };
}

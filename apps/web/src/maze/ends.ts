import { shortestPath, type Grid } from '@mazekit/core';

/** Entrance and exit of the page's mazes and the route between them. */
export interface Ends {
  readonly start: number;
  readonly goal: number;
  /** Cells from start to goal, or undefined when the goal cannot be reached. */
  readonly solution: number[] | undefined;
}

/**
 * The page's entrance and exit: the first cell (top-left of the lowest floor) and the last
 * (bottom-right of the top floor), the classic corner-to-corner maze, shown as gaps in the
 * outer wall; the route is the shortest (the only one in a perfect maze).
 */
export function endsOf(grid: Grid): Ends {
  const start = 0;
  const goal = grid.size - 1;
  return { start, goal, solution: shortestPath(grid, start, goal) ?? undefined };
}

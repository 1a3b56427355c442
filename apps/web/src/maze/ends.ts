import { shortestPath, type Grid } from '@mazekit/core';

/** Entrance and exit of the page's mazes and the route between them. */
export interface Ends {
  readonly start: number;
  readonly goal: number;
  /** Cells from start to goal, or undefined when the goal cannot be reached. */
  readonly solution: number[] | undefined;
}

/**
 * The page's entrance and exit (placed by core's `mazeEnds` in the worker, by the rule the
 * settings name: corners, longest or border) and the route between them, the shortest (the
 * only one in a perfect maze). They show as gaps in the outer wall where they lie on it.
 */
export function endsOf(grid: Grid, start: number, goal: number): Ends {
  return { start, goal, solution: shortestPath(grid, start, goal) ?? undefined };
}

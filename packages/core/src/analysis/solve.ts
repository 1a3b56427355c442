import type { Grid } from '../grid.js';
import type { Maze } from '../maze.js';
import type { OrthogonalGrid } from '../orthogonal.js';
import { longestPath } from './longest-path.js';
import { shortestPath } from './shortest-path.js';

/**
 * Adds `start`, `goal` and `solution` to a maze: start and goal at the two ends of the
 * longest path unless the maze already names them, the solution the shortest route
 * between them. Returns the same maze object.
 */
export function solve<G extends Grid = OrthogonalGrid>(maze: Maze<G>): Maze<G> {
  if (maze.start === undefined || maze.goal === undefined) {
    const ends = longestPath(maze.grid);
    maze.start ??= ends.start;
    maze.goal ??= ends.goal;
  }
  const path = shortestPath(maze.grid, maze.start, maze.goal);
  if (path) maze.solution = path;
  else delete maze.solution;
  return maze;
}

import { solve, type Maze } from '@mazekit/core';
import { dfsMaze, wilsonMaze } from '@mazekit/testkit';

/**
 * A small seeded maze from the testkit (depth-first search, or Wilson's walk with `wilson`),
 * so the tests need no generator package: the same seed and size always give the same maze.
 */
export function testMaze(width: number, height: number, levels = 1, seed = '1', solved = false, wilson = false): Maze {
  const maze = (wilson ? wilsonMaze : dfsMaze)(width, height, levels, seed);
  return solved ? solve(maze) : maze;
}

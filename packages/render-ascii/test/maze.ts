import { solve, type Maze } from '@mazekit/core';
import { dfsMaze } from '@mazekit/testkit';

/**
 * A small seeded maze from the testkit's depth-first search, so the tests need no generator
 * package: the same seed and size always give the same maze (and, with `solved`, its solution).
 */
export function testMaze(width: number, height: number, levels = 1, seed = '1', solved = false): Maze {
  const maze = dfsMaze(width, height, levels, seed);
  return solved ? solve(maze) : maze;
}

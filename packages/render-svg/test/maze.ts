import { maskGrid, solve, type Grid, type Maze, type Shape, type ShapeParams } from '@mazekit/core';
import { dfsGridMaze, dfsMaze } from '@mazekit/testkit';

/**
 * A small seeded maze from the testkit's depth-first search, so the tests need no generator
 * package: the same seed and size always give the same maze (and, with `solved`, its solution).
 */
export function testMaze(width: number, height: number, levels = 1, seed = '1', solved = false): Maze {
  const maze = dfsMaze(width, height, levels, seed);
  return solved ? solve(maze) : maze;
}

/** A small seeded maze of any shape (optionally masked: cells where `off(cell)` is true are switched off). */
export function shapeMaze<G extends Grid>(shape: Shape<G>, params: ShapeParams, seed: string, solved = false, off?: (grid: G, cell: number) => boolean): Maze<Grid> {
  const base = shape.create(params);
  const grid: Grid = off ? maskGrid(base, Uint8Array.from({ length: base.size }, (_, c) => (off(base, c) ? 0 : 1))) : base;
  const maze = dfsGridMaze(grid, seed);
  return solved ? solve(maze) : maze;
}

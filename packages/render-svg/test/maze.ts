import { OrthogonalGrid, createRng, solve, type Maze } from '@mazekit/core';

/**
 * A small seeded random depth-first search, so the tests need no generator package:
 * the same seed and size always give the same maze. Iterative, one Int32Array stack.
 */
export function testMaze(width: number, height: number, levels = 1, seed = '1', solved = false): Maze {
  const grid = new OrthogonalGrid(width, height, levels);
  const rng = createRng(seed);
  const visited = new Uint8Array(grid.size);
  const stack = new Int32Array(grid.size);
  const options = new Int32Array(grid.degree);
  let top = 0;
  stack[top++] = 0;
  visited[0] = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    let count = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(cell, d);
      if (n >= 0 && !visited[n]) options[count++] = d;
    }
    if (count === 0) {
      top--;
      continue;
    }
    const dir = options[Math.floor(rng() * count)]!;
    grid.link(cell, dir);
    const next = grid.neighbor(cell, dir);
    visited[next] = 1;
    stack[top++] = next;
  }
  const maze: Maze = { grid, generator: 'test-dfs', seed };
  return solved ? solve(maze) : maze;
}

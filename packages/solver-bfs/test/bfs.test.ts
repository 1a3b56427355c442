import { braid, createRng, shortestPath } from '@mazekit/core';
import { shape as triangle } from '@mazekit/grid-triangle';
import { dfsGridMaze } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { solver } from '../src/index.js';

it("gives core's shortest path exactly, loops and all, so generate --solve keeps its route", () => {
  for (let k = 0; k < 10; k++) {
    const grid = dfsGridMaze(triangle.create({ width: 14, height: 9 }), `q${k}`).grid;
    braid(grid, 1, createRng(`q${k}`));
    const goal = grid.size - 1 - k;
    expect(solver.solve(grid, { start: k, goal }).route).toEqual(shortestPath(grid, k, goal));
  }
});

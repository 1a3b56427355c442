import { TracePlayer, TraceRecorder, braid, createRng, longestPath } from '@mazekit/core';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from '../src/index.js';

describe('dead-end filling', () => {
  it('fills every cell off the route of a perfect maze, then walks the route without a wrong turn', () => {
    const grid = dfsGridMaze(triangle.create({ width: 16, height: 9 }), 'fill').grid;
    const { start, goal } = longestPath(grid);
    const recorder = new TraceRecorder();
    const r = solver.solve(grid, { start: goal, goal: start, tracer: recorder });
    const fills = grid.size - r.route!.length;
    expect(r.effort).toEqual({ visited: grid.size, steps: fills + r.route!.length - 1, backtracks: 0, gaveUp: false });
    const end = new TracePlayer(grid, recorder.finish(), { carved: true }).seek(Infinity);
    const onRoute = new Set(r.route);
    for (let c = 0; c < grid.size; c++) expect(end.filled[c]).toBe(onRoute.has(c) ? 0 : 1);
  });

  it('leaves the loops of a braided maze and still finds a way through them', () => {
    for (let k = 0; k < 8; k++) {
      const grid = dfsGridMaze(polar.create({ rings: 8 }), `f${k}`).grid;
      braid(grid, 0.5, createRng(`f${k}`));
      const r = solver.solve(grid, { start: 0, goal: grid.size - 1 });
      expect(r.route).not.toBeNull();
    }
  });
});

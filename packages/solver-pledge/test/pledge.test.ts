import { OrthogonalGrid, braid, createRng, type Shape } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { dfsGridMaze, islandMaze, shapeParams } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from '../src/index.js';

describe('the Pledge algorithm', () => {
  it('leaves the ring round a pillar that a wall follower circles for ever', () => {
    const island = islandMaze();
    for (const hand of ['left', 'right']) {
      const r = solver.solve(island.grid, { start: island.start!, goal: island.goal!, options: { hand } });
      expect(r.effort.gaveUp).toBe(false);
      expect(r.route![r.route!.length - 1]).toBe(island.goal);
    }
  });

  it('walks straight at the goal when nothing is in the way', () => {
    const grid = new OrthogonalGrid(7, 1);
    for (let c = 0; c < 6; c++) grid.link(c, 2);
    const r = solver.solve(grid, { start: 0, goal: 6 });
    expect(r.effort).toEqual({ visited: 7, steps: 6, backtracks: 0, gaveUp: false });
  });

  it('notices quickly when it can only go round and round, on braided hex and polar mazes', () => {
    const shapes: Shape[] = [hex, polar];
    let gaveUp = 0;
    for (const s of shapes) {
      for (let k = 0; k < 15; k++) {
        const grid = dfsGridMaze(s.create(shapeParams(s, 12)), `p${k}`).grid;
        braid(grid, 1, createRng(`p${k}`));
        const r = solver.solve(grid, { start: Math.floor(grid.size / 3), goal: grid.size - 1 });
        if (r.effort.gaveUp) gaveUp++;
        // Far below the proven bound: a lap or two round a wall, not the worst case.
        expect(r.effort.steps).toBeLessThan(4 * grid.size * grid.degree);
      }
    }
    expect(gaveUp).toBeGreaterThan(0);
  });
});

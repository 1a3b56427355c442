import { OrthogonalGrid, braid, createRng, distances } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { HexTestGrid, dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from '../src/index.js';

describe('A*', () => {
  it('goes straight across an open room, settling only the cells on its way', () => {
    const grid = new OrthogonalGrid(20, 20);
    for (let c = 0; c < grid.size; c++) for (const d of [1, 2]) if (grid.neighbor(c, d) >= 0) grid.link(c, d);
    const r = solver.solve(grid, { start: grid.index(0, 10), goal: grid.index(19, 10) });
    expect(r.route!.length).toBe(20);
    expect(r.effort.steps).toBe(20);
  });

  it('settles fewer cells than a flood on braided hex and polar mazes, with routes as short', () => {
    let fewer = 0;
    for (const grid of [hex.create({ width: 30, height: 30 }), polar.create({ rings: 15 })]) {
      dfsGridMaze(grid, 'a');
      braid(grid, 1, createRng('a'));
      const goal = grid.size - 1;
      const r = solver.solve(grid, { start: 0, goal });
      const dist = distances(grid, 0);
      expect(r.route!.length - 1).toBe(dist[goal]);
      let flood = 0;
      for (let c = 0; c < grid.size; c++) if (dist[c]! >= 0 && dist[c]! < dist[goal]!) flood++;
      if (r.effort.steps < flood) fewer++;
    }
    expect(fewer).toBe(2);
  });

  it('refuses a grid with no geometry in one line', () => {
    const grid = dfsGridMaze(new HexTestGrid(3, 3), 'x').grid;
    expect(() => solver.solve(grid, { start: 0, goal: 8 })).toThrow(/^@mazekit\/solver-a-star: a-star measures distances with a shape's geometry; the hex-test grid has no shape$/);
  });
});

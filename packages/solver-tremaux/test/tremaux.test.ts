import { TracePlayer, TraceRecorder, braid, createRng, longestPath, totalPassages } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { dfsGridMaze, islandMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from '../src/index.js';

describe("Trémaux's algorithm", () => {
  it('walks no passage more than twice, and finds the goal on braided mazes', () => {
    for (let k = 0; k < 10; k++) {
      const grid = dfsGridMaze(hex.create({ width: 14, height: 10 }), `t${k}`).grid;
      braid(grid, 1, createRng(`t${k}`));
      const r = solver.solve(grid, { start: 0, goal: grid.size - 1 });
      expect(r.route).not.toBeNull();
      expect(r.effort.steps).toBeLessThanOrEqual(2 * totalPassages(grid));
    }
  });

  it('marks the route once and the dead branches twice', () => {
    const grid = dfsGridMaze(hex.create({ width: 12, height: 9 }), 'marks').grid;
    const { start, goal } = longestPath(grid);
    const recorder = new TraceRecorder();
    const r = solver.solve(grid, { start: goal, goal: start, tracer: recorder });
    const end = new TracePlayer(grid, recorder.finish(), { carved: true }).seek(Infinity);
    const onRoute = new Set(r.route);
    for (let c = 0; c < grid.size; c++) {
      if (onRoute.has(c)) expect(end.marks[c]).toBe(1);
      else expect([0, 2]).toContain(end.marks[c]);
    }
    expect(end.marks.filter((m) => m === 2).length).toBeGreaterThan(0);
  });

  it('leaves the island maze from the ring, and turns straight back on a passage into a cell it has seen', () => {
    const island = islandMaze();
    const r = solver.solve(island.grid, { start: island.start!, goal: island.goal! });
    expect(r.route![r.route!.length - 1]).toBe(island.goal);
    expect(r.effort.backtracks).toBeGreaterThan(0);
  });
});

import { OrthogonalGrid, TracePlayer, TraceRecorder, braid, createRng, sideOrder, type Grid, type Shape } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { dfsGridMaze, islandMaze, maskedShapeGrid, shapeParams } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { followWall, solver } from '../src/index.js';

const shapes: Shape[] = [hex, triangle, polar];

describe('the side order from each shape', () => {
  // The wall follower's rule is only as good as the order: every cell's flat sides must come
  // round it clockwise (angles growing, y down), each once, and every open passage must be one.
  const grids: Array<[string, Grid]> = [['orthogonal', new OrthogonalGrid(5, 4)]];
  for (const s of shapes) {
    grids.push([s.topology, s.create(shapeParams(s, 7))], [`masked ${s.topology}`, maskedShapeGrid(s, 7)]);
  }
  it.each(grids)('goes clockwise round every %s cell', (_name, grid) => {
    const order = sideOrder(grid);
    for (let c = 0; c < grid.size; c++) {
      const first = order.first(c);
      const seen: number[] = [];
      let d = first;
      do {
        seen.push(d);
        d = order.clockwise(c, d);
      } while (d !== first && seen.length <= grid.degree);
      expect(new Set(seen).size).toBe(seen.length);
      const angles = seen.map((s) => order.angle(c, s));
      for (let i = 1; i < angles.length; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
      for (let dir = 0; dir < grid.degree; dir++) if (grid.neighbor(c, dir) >= 0) expect(seen).toContain(dir);
      for (const s of seen) expect(order.clockwise(c, order.anticlockwise(c, s))).toBe(s);
    }
  });

  it('gives a polar cell with two outward sides both of them, between its own sides', () => {
    const grid = polar.create({ rings: 4 });
    const order = sideOrder(grid);
    let found = 0;
    for (let c = 0; c < grid.size; c++) {
      const outs = [2, 4, 6].filter((d) => grid.neighbor(c, d) >= 0);
      if (outs.length < 2 || c === 0) continue;
      found++;
      // out0 then out1 follow one another clockwise.
      expect(order.clockwise(c, 2)).toBe(4);
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('the wall follower', () => {
  it('started on the ring round a pillar, circles it with either hand and gives up; from outside it finds the ring', () => {
    const island = islandMaze();
    for (const hand of ['left', 'right']) {
      const out = solver.solve(island.grid, { start: island.start!, goal: island.goal!, options: { hand } });
      expect(out.route).toBeNull();
      expect(out.effort.gaveUp).toBe(true);
      // Once round the ring of eight cells, then it is back on its first step.
      expect(out.effort.steps).toBe(8);
      const back = solver.solve(island.grid, { start: island.goal!, goal: island.start!, options: { hand } });
      expect(back.effort.gaveUp).toBe(false);
      // The left hand takes the ring's near side, the right hand its far side.
      expect(back.route!.length).toBe(hand === 'left' ? 8 : 10);
    }
  });

  it('tours its whole part of a perfect maze, every passage both ways, when the goal is out of reach', () => {
    const grid = dfsGridMaze(new OrthogonalGrid(6, 5), 'x').grid;
    // Cut a dead end off: a full tour of the other cells takes two steps a passage.
    let leaf = -1;
    for (let c = 1; c < grid.size && leaf < 0; c++) if (popcount(grid.cells[c]!) === 1) leaf = c;
    for (let d = 0; d < 4; d++) if (grid.neighbor(leaf, d) >= 0 && grid.isOpen(leaf, d)) grid.unlink(leaf, d);
    for (const hand of ['left', 'right'] as const) {
      const cut = followWall(grid, 0, leaf, sideOrder(grid), hand);
      expect(cut.effort.gaveUp).toBe(true);
      expect(cut.effort.visited).toBe(grid.size - 1);
      expect(cut.effort.steps).toBe(2 * (grid.size - 2));
    }
  });

  it('counts the dead ends it turns back from', () => {
    const grid = new OrthogonalGrid(3, 1);
    grid.link(0, 2);
    grid.link(1, 2);
    // From the middle, as if come in from the north, the left hand goes east first, turns
    // back at the end, then walks west; the right hand goes straight west.
    const r = solver.solve(grid, { start: 1, goal: 0, options: { hand: 'left' } });
    expect(r.effort).toEqual({ visited: 3, steps: 3, backtracks: 1, gaveUp: false });
    expect(r.route).toEqual([1, 0]);
    expect(solver.solve(grid, { start: 1, goal: 0 }).effort).toEqual({ visited: 2, steps: 1, backtracks: 0, gaveUp: false });
  });

  it('gives up on braided polar and hex mazes at times, and always finishes', () => {
    let gaveUp = 0;
    for (const s of [hex, polar]) {
      for (let k = 0; k < 12; k++) {
        const grid = dfsGridMaze(s.create(shapeParams(s, 10)), `b${k}`).grid;
        braid(grid, 1, createRng(`b${k}`));
        const r = solver.solve(grid, { start: Math.floor(grid.size / 2), goal: grid.size - 1 });
        if (r.effort.gaveUp) gaveUp++;
        expect(r.effort.steps).toBeLessThanOrEqual(solver.maxSteps(grid));
      }
    }
    expect(gaveUp).toBeGreaterThan(0);
  });

  it('traces its head one passage at a time', () => {
    const grid = dfsGridMaze(triangle.create({ width: 8, height: 6 }), 'trace').grid;
    const recorder = new TraceRecorder();
    const r = solver.solve(grid, { start: 0, goal: grid.size - 1, tracer: recorder });
    const player = new TracePlayer(grid, recorder.finish(), { carved: true });
    let last = -1;
    let moves = 0;
    for (let i = 1; i <= player.steps; i++) {
      const head = player.seek(i).head;
      if (head !== last && last >= 0) {
        expect(grid.isOpen(last, grid.directionTo(last, head))).toBe(true);
        moves++;
      }
      last = head;
    }
    expect(moves).toBe(r.effort.steps);
  });
});

function popcount(b: number): number {
  let n = 0;
  for (; b; b &= b - 1) n++;
  return n;
}

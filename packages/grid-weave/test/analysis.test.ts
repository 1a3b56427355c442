import { braid, createRng, deadEnds, difficulty, generate, isPerfect, mazeStats, parseMaze, solve, stringifyMaze } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { describe, expect, it } from 'vitest';
import { EAST, NORTH_SOUTH, shape, type WeaveGrid } from '../src/index.js';

/** A weave maze with many crossings, carved by the backtracker. */
function dense(seed: string): WeaveGrid {
  return generate(backtracker, { grid: shape.create({ width: 16, height: 12, crossings: 1 }), seed }).grid;
}

describe('analysis goes through the tunnels', () => {
  it('isPerfect counts each passage beneath a crossing once, and misses it when it is closed', () => {
    const grid = dense('perfect');
    expect(grid.crossings().length).toBeGreaterThan(10);
    expect(isPerfect(grid)).toBe(true);
    const stats = mazeStats(grid);
    expect([stats.cells, stats.passages, stats.perfect, stats.reachable]).toEqual([192, 191, true, 192]);
    // Close one tunnel: the two sides of that crossing part.
    const x = grid.crossings()[0]!;
    const broken = grid.clone();
    const side = grid.over[x] === NORTH_SOUTH ? x - 1 : x - grid.width;
    broken.unlink(side, grid.over[x] === NORTH_SOUTH ? EAST : 1);
    expect(isPerfect(broken)).toBe(false);
    expect(mazeStats(broken).reachable).toBeLessThan(192);
  });

  it('a dead end is a cell with one passage, a tunnel counting as one', () => {
    const grid = dense('dead');
    const ends = deadEnds(grid);
    for (const c of ends) {
      let open = 0;
      for (let d = 0; d < 4; d++) if (grid.isOpen(c, d)) open++;
      expect(open).toBe(1);
    }
    // No crossing is a dead end: both ends of its corridor on top are open.
    expect(ends.some((c) => grid.isCrossing(c))).toBe(false);
    expect(ends.length).toBe(mazeStats(grid).deadEnds);
  });

  it('solve walks the tunnels, and a solved maze reads back with its route', () => {
    const maze = solve({ ...generate(backtracker, { grid: shape.create({ width: 16, height: 12, crossings: 1 }), seed: 'solve' }), start: 0, goal: 191 });
    const route = maze.solution!;
    let beneath = 0;
    for (let i = 1; i < route.length; i++) {
      const d = maze.grid.directionTo(route[i - 1]!, route[i]!);
      expect(d >= 0 && maze.grid.isOpen(route[i - 1]!, d)).toBe(true);
      if (Math.abs(route[i]! - route[i - 1]!) === 2 || Math.abs(route[i]! - route[i - 1]!) === 32) beneath++;
    }
    expect(beneath).toBeGreaterThan(0);
    const back = parseMaze(stringifyMaze(maze), [shape]);
    expect(back.solution).toEqual(route);
    const hard = difficulty(maze.grid, 0, 191);
    expect(hard.routeCells).toBe(route.length);
  });

  it('braid adds loops without breaking a crossing, and the braided maze still reads', () => {
    const grid = dense('braid');
    const before = deadEnds(grid).length;
    const removed = braid(grid, 1, createRng('b'));
    expect(removed).toBeGreaterThan(0);
    expect(deadEnds(grid).length).toBeLessThan(before);
    for (const x of grid.crossings()) expect([3, 12]).toContain(grid.cells[x]);
    const json = stringifyMaze({ grid, generator: 'backtracker', seed: 'braid' });
    expect(mazeStats(parseMaze(json, [shape]).grid).loops).toBeGreaterThan(0);
  });
});

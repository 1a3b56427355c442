import { braid, createRng, deadEnds, distances, isPerfect, mazeStats, maskCells, maskGrid, parseTextMask, shortestPath, solve } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { TriangleGrid } from '../src/index.js';
import { carveDfs, carveWalk } from './carve.js';

describe('core analysis on triangle mazes', () => {
  it('solves, measures distances and counts dead ends', () => {
    const grid = carveWalk(new TriangleGrid(30, 20), createRng('analysis'));
    const maze = solve({ grid, generator: 'aldous-broder', seed: 'analysis' });
    const path = maze.solution!;
    expect(path[0]).toBe(maze.start);
    expect(path[path.length - 1]).toBe(maze.goal);
    for (let k = 1; k < path.length; k++) {
      const d = grid.directionTo(path[k - 1]!, path[k]!);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(grid.isOpen(path[k - 1]!, d)).toBe(true);
    }
    const dist = distances(grid, maze.start!);
    expect(dist[maze.goal!]).toBe(path.length - 1);
    expect(shortestPath(grid, maze.start!, maze.goal!)).toEqual(path);
    const stats = mazeStats(grid);
    expect([stats.cells, stats.perfect, stats.deadEnds]).toEqual([grid.size, true, deadEnds(grid).length]);
  });

  it('braids away dead ends, keeping every cell reachable', () => {
    const grid = carveDfs(new TriangleGrid(12, 8), createRng('braid'));
    const before = deadEnds(grid).length;
    braid(grid, 1, createRng('braid'));
    expect(deadEnds(grid).length).toBeLessThan(before);
    expect(isPerfect(grid)).toBe(false);
    expect(Array.from(distances(grid, 0)).every((d) => d >= 0)).toBe(true);
  });

  it('carves a masked grid into a perfect maze over its on-cells', () => {
    const base = new TriangleGrid(9, 5);
    const grid = carveWalk(maskGrid(base, maskCells(base, parseTextMask(".........\n.#######.\n##.###.##\n.#######.\n...###..."))), createRng('mask'));
    expect(grid.size).toBeLessThan(base.size);
    expect(isPerfect(grid)).toBe(true);
    expect(mazeStats(grid).perfect).toBe(true);
  });
});

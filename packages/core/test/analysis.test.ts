import { describe, expect, it } from 'vitest';
import {
  EAST,
  OrthogonalGrid,
  SOUTH,
  braid,
  createRng,
  deadEnds,
  degreeHistogram,
  distances,
  isPerfect,
  longestPath,
  mazeStats,
  shortestPath,
  solve,
} from '../src/index.js';
import { testMaze } from './helpers.js';

/** A 3x2 "S": 0-1-2 / 5-4-3 joined at 2-5... i.e. a snake through all cells. */
function snake(): OrthogonalGrid {
  const g = new OrthogonalGrid(3, 2);
  g.link(0, EAST);
  g.link(1, EAST);
  g.link(2, SOUTH);
  g.link(4, EAST);
  g.link(3, EAST);
  return g;
}

describe('analysis', () => {
  it('BFS distances through open passages', () => {
    expect(Array.from(distances(snake(), 0))).toEqual([0, 1, 2, 5, 4, 3]);
    const open = new OrthogonalGrid(2, 1);
    expect(Array.from(distances(open, 0))).toEqual([0, -1]);
    expect(() => distances(open, 2)).toThrow('@mazekit/core: from must be a cell index from 0 to 1, got 2');
  });

  it('shortest path, longest path, dead ends, perfect', () => {
    const g = snake();
    expect(shortestPath(g, 0, 3)).toEqual([0, 1, 2, 5, 4, 3]);
    expect(shortestPath(g, 4, 4)).toEqual([4]);
    expect(shortestPath(new OrthogonalGrid(2, 1), 0, 1)).toBeNull();
    expect(longestPath(g)).toEqual({ start: 3, goal: 0, length: 5 });
    expect(deadEnds(g)).toEqual([0, 3]);
    expect(degreeHistogram(g)).toEqual([0, 2, 4, 0, 0]);
    expect(isPerfect(g)).toBe(true);
    g.link(0, SOUTH);
    expect(isPerfect(g)).toBe(false);
  });

  it('stats of a perfect maze', () => {
    const g = testMaze(20, 20, 1, createRng('stats'));
    const s = mazeStats(g);
    expect(s.cells).toBe(400);
    expect(s.passages).toBe(399);
    expect(s.perfect).toBe(true);
    expect(s.loops).toBe(0);
    expect(s.deadEnds).toBe(deadEnds(g).length);
    expect(s.deadEndRatio).toBeCloseTo(s.deadEnds / 400);
    expect(s.deadEnds + s.corridors + s.junctions).toBe(400);
    expect(s.longestPath).toBe(longestPath(g).length);
  });

  it('longest path is the true diameter of random trees (checked by brute force)', () => {
    for (let i = 0; i < 10; i++) {
      const g = testMaze(6, 5, 1, createRng(`tree-${i}`));
      let best = 0;
      for (let c = 0; c < g.size; c++) for (const d of distances(g, c)) best = Math.max(best, d);
      expect(longestPath(g).length).toBe(best);
    }
  });

  it('solve places start and goal at the ends of the longest path', () => {
    const g = testMaze(9, 7, 2, createRng('solve'));
    const maze = solve({ grid: g, generator: 'test', seed: 'solve' });
    const lp = longestPath(g);
    expect([maze.start, maze.goal]).toEqual([lp.start, lp.goal]);
    expect(maze.solution).toHaveLength(lp.length + 1);
    const kept = solve({ grid: g, generator: 'test', seed: 'x', start: 0, goal: 1 });
    expect(kept.solution?.[0]).toBe(0);
  });
});

describe('braid', () => {
  it('removes about a fraction p of dead ends, deterministically, adding loops only', () => {
    const base = testMaze(30, 30, 1, createRng('braid'));
    const before = deadEnds(base).length;
    const a = base.clone();
    const b = base.clone();
    const opened = braid(a, 0.5, createRng('p'));
    braid(b, 0.5, createRng('p'));
    expect(Array.from(a.cells)).toEqual(Array.from(b.cells));
    const after = deadEnds(a).length;
    expect(after).toBeLessThan(before);
    expect(after).toBeLessThanOrEqual(Math.ceil(before / 2));
    expect(mazeStats(a).loops).toBe(opened);
    const all = base.clone();
    braid(all, 1, createRng('p'));
    expect(deadEnds(all)).toEqual([]);
    const none = base.clone();
    expect(braid(none, 0, createRng('p'))).toBe(0);
  });

  it('refuses a bad fraction', () => {
    expect(() => braid(new OrthogonalGrid(2, 2), 1.5, createRng(1))).toThrow('@mazekit/core: braid fraction must be a number from 0 to 1, got 1.5');
  });
});

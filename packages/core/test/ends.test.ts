import { describe, expect, it } from 'vitest';
import { OrthogonalGrid, createRng, exitSide, geometryOf, longestPath, maskGrid, mazeEnds, type EndsRule } from '../src/index.js';
import { testMaze } from './helpers.js';

describe('mazeEnds', () => {
  const grid = testMaze(12, 8, 1, createRng('ends'));

  it('corners: the first cell and the last', () => {
    expect(mazeEnds(grid, 'corners')).toEqual({ start: 0, goal: 95 });
    expect(mazeEnds(testMaze(4, 3, 2, createRng('floors')), 'corners')).toEqual({ start: 0, goal: 23 });
  });

  it('longest: the two ends of the longest path', () => {
    const { start, goal } = longestPath(grid);
    expect(mazeEnds(grid, 'longest', 'any seed')).toEqual({ start, goal });
  });

  it('border: two different cells on the outer wall, drawn from the seed and the same for the same seed', () => {
    const geometry = geometryOf(grid);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const ends = mazeEnds(grid, 'border', `s${i}`);
      expect(ends.start).not.toBe(ends.goal);
      for (const cell of [ends.start, ends.goal]) expect(exitSide(grid, geometry, cell)).toBeGreaterThanOrEqual(0);
      expect(mazeEnds(grid, 'border', `s${i}`)).toEqual(ends);
      seen.add(`${ends.start},${ends.goal}`);
    }
    // Drawn, not fixed: forty seeds give many pairs.
    expect(seen.size).toBeGreaterThan(30);
  });

  it('border keeps to the on-cells of a masked maze and leaves the carving alone', () => {
    const base = new OrthogonalGrid(5, 5);
    const on = new Uint8Array(25).fill(1);
    on[0] = 0;
    on[24] = 0;
    const masked = maskGrid(base, on);
    const before = masked.cells.slice();
    const ends = mazeEnds(masked, 'border', 'm');
    expect(ends.start).toBeLessThan(masked.size);
    expect(ends.goal).toBeLessThan(masked.size);
    expect(masked.cells).toEqual(before);
  });

  it('a maze of one cell gets that cell twice', () => {
    expect(mazeEnds(new OrthogonalGrid(1, 1), 'border', 'x')).toEqual({ start: 0, goal: 0 });
  });

  it('refuses a rule it does not know, naming it and the rules', () => {
    expect(() => mazeEnds(grid, 'far' as EndsRule)).toThrow('@mazekit/core: ends must be corners, longest or border, got "far"');
  });
});

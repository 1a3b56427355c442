import { describe, expect, it } from 'vitest';
import { EAST, OrthogonalGrid, SOUTH, difficulty } from '../src/index.js';

describe('difficulty', () => {
  it('scores a corridor 0 and a route with wrong branches by their sizes', () => {
    const corridor = new OrthogonalGrid(5, 1);
    for (let c = 0; c < 4; c++) corridor.link(c, EAST);
    expect(difficulty(corridor, 0, 4)).toEqual({ routeCells: 5, routeShare: 1, decisions: 0, branchCells: 0, meanBranch: 0, score: 0 });
    // A comb: the route along the top row, a branch of 1 cell below cell 1 and of 3 below cell 3 (a 3 x 4 grid).
    const comb = new OrthogonalGrid(5, 4);
    for (let c = 0; c < 4; c++) comb.link(c, EAST);
    comb.link(1, SOUTH);
    comb.link(3, SOUTH);
    comb.link(8, SOUTH);
    comb.link(13, SOUTH);
    const d = difficulty(comb, 0, 4);
    expect(d.decisions).toBe(2);
    expect(d.branchCells).toBe(4);
    expect(d.score).toBeCloseTo(Math.log2(2) + Math.log2(4));
    expect(d.routeShare).toBeCloseTo(5 / 9);
  });

  it('refuses a goal out of reach', () => {
    expect(() => difficulty(new OrthogonalGrid(2, 1), 0, 1)).toThrow(/cannot be reached/);
  });
});

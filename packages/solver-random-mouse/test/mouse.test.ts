import { OrthogonalGrid, createRng } from '@mazekit/core';
import { countingRng, dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { solver } from '../src/index.js';

describe('the random mouse', () => {
  it('draws only where it has a choice: never in a corridor', () => {
    const grid = new OrthogonalGrid(9, 1);
    for (let c = 0; c < 8; c++) grid.link(c, 2);
    const rng = countingRng('c', false);
    const r = solver.solve(grid, { start: 4, goal: 8, rng: rng.rng });
    // From the middle it has two ways (one draw); after that the corridor and the dead end choose for it.
    expect(rng.draws()).toBe(1);
    expect(r.route).toEqual([4, 5, 6, 7, 8]);
  });

  it('walks differently for different seeds, the same for the same seed', () => {
    const grid = dfsGridMaze(new OrthogonalGrid(12, 12), 'm').grid;
    const steps = new Set<number>();
    for (let k = 0; k < 10; k++) steps.add(solver.solve(grid, { start: 0, goal: 143, rng: createRng(`s${k}`) }).effort.steps);
    expect(steps.size).toBeGreaterThan(5);
    const a = solver.solve(grid, { start: 0, goal: 143, rng: createRng('same') });
    expect(solver.solve(grid, { start: 0, goal: 143, rng: createRng('same') })).toEqual(a);
  });

  it('gives up after its budget of moves per cell', () => {
    const grid = dfsGridMaze(new OrthogonalGrid(30, 30), 'b').grid;
    const r = solver.solve(grid, { start: 0, goal: 899, rng: createRng('b'), options: { budget: 1 } });
    expect(r.effort.gaveUp).toBe(true);
    expect(r.effort.steps).toBe(900);
    expect(solver.maxSteps(grid, { budget: 1 })).toBe(900);
  });
});

import { OrthogonalGrid, createRng, isPerfect, totalPassages } from '@mazekit/core';
import { expect, it } from 'vitest';
import { carveBacktracker } from '../src/index.js';

it('carves a 4000x4000 maze (16 million cells) without overflowing the stack', () => {
  const grid = new OrthogonalGrid(4000, 4000);
  carveBacktracker(grid, createRng('big'));
  expect(totalPassages(grid)).toBe(grid.size - 1);
  expect(isPerfect(grid)).toBe(true);
}, 60_000);

it('carves a 1000x1000 maze on the generic path with a tracer, as deep as it goes', () => {
  const grid = new OrthogonalGrid(1000, 1000);
  let steps = 0;
  carveBacktracker(grid, createRng('deep'), { head: () => void steps++ });
  expect(steps).toBe(grid.size);
  expect(isPerfect(grid)).toBe(true);
}, 60_000);

import { OrthogonalGrid, createRng, isPerfect } from '@mazekit/core';
import { expect, it } from 'vitest';
import { carveWilson } from '../src/index.js';

it('carves a 2000x2000 maze (4 million cells) without overflowing the stack', () => {
  const grid = new OrthogonalGrid(2000, 2000);
  carveWilson(grid, createRng('big'));
  expect(isPerfect(grid)).toBe(true);
}, 60_000);

import { OrthogonalGrid, createRng, isPerfect } from '@mazekit/core';
import { expect, it } from 'vitest';
import { carveAldousBroder } from '../src/index.js';

it('carves a 400x400 maze (160 000 cells, about ten million walk steps)', () => {
  const grid = new OrthogonalGrid(400, 400);
  carveAldousBroder(grid, createRng('big'));
  expect(isPerfect(grid)).toBe(true);
}, 60_000);

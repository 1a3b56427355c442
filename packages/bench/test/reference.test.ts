import { OrthogonalGrid, createRng, type Rng } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { mazeFlaw, referenceAldousBroder, referenceBacktracker, referenceKruskal, referenceWilson } from '../src/index.js';

const references: [string, (grid: OrthogonalGrid, rng: Rng) => void][] = [
  ['backtracker', referenceBacktracker],
  ['wilson', referenceWilson],
  ['aldous-broder', referenceAldousBroder],
  ['kruskal', referenceKruskal],
];

const sizes: [number, number, number][] = [
  [1, 1, 1],
  [1, 7, 1],
  [7, 1, 1],
  [2, 2, 1],
  [13, 9, 1],
  [40, 40, 1],
  [1, 1, 5],
  [6, 5, 3],
];

describe.each(references)('reference %s', (_name, carve) => {
  test.each(sizes)('makes perfect %ix%ix%i mazes', (width, height, levels) => {
    for (let seed = 0; seed < 5; seed++) {
      const grid = new OrthogonalGrid(width, height, levels);
      carve(grid, createRng(seed));
      expect(mazeFlaw(grid.cells, { width, height, levels })).toBeUndefined();
    }
  });

  test('is deterministic for a seed and varies with it', () => {
    const make = (seed: number): Uint8Array => {
      const grid = new OrthogonalGrid(30, 20, 2);
      carve(grid, createRng(seed));
      return grid.cells;
    };
    expect(make(7)).toEqual(make(7));
    expect(make(7)).not.toEqual(make(8));
  });
});

test('the reference backtracker makes long corridors: about a tenth of cells are dead ends', () => {
  const grid = new OrthogonalGrid(100, 100);
  referenceBacktracker(grid, createRng(1));
  let deadEnds = 0;
  for (const bits of grid.cells) if (bits === 1 || bits === 2 || bits === 4 || bits === 8) deadEnds++;
  expect(deadEnds / grid.size).toBeGreaterThan(0.07);
  expect(deadEnds / grid.size).toBeLessThan(0.13);
});

test.each([
  ['wilson', referenceWilson],
  ['aldous-broder', referenceAldousBroder],
  ['kruskal', referenceKruskal],
] as const)('the reference %s has the uniform dead-end fraction (about 0.29)', (_name, carve) => {
  const grid = new OrthogonalGrid(100, 100);
  carve(grid, createRng(2));
  let deadEnds = 0;
  for (const bits of grid.cells) if (bits === 1 || bits === 2 || bits === 4 || bits === 8) deadEnds++;
  expect(deadEnds / grid.size).toBeGreaterThan(0.27);
  expect(deadEnds / grid.size).toBeLessThan(0.32);
});

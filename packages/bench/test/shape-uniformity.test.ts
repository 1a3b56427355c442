// Wilson's and Aldous-Broder draw every spanning tree with the same probability, on the shape
// packages' grids too: a chi-square test over all spanning trees of small triangle and polar
// grids, masked and multi-level, the tree counts computed by the matrix-tree theorem.
import { type Generator, type Grid, createRng, isPerfect, maskGrid } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as wilson } from '@mazekit/generator-wilson';
import { PolarGrid } from '@mazekit/grid-polar';
import { TriangleGrid } from '@mazekit/grid-triangle';
import { chiSquareSurvival, spanningTreeCount } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';

function polarWedge(): Grid {
  // The centre, ring 1 and the three outer cells of ring 1's first cell (a split in three).
  const base = new PolarGrid(2);
  const on = Uint8Array.of(1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0);
  return maskGrid(base, on);
}

const grids: Array<{ name: string; make: () => Grid }> = [
  { name: 'triangle 5x3', make: () => new TriangleGrid(5, 3) },
  { name: 'triangle 2x2 on 2 levels', make: () => new TriangleGrid(2, 2, 2) },
  { name: 'polar, 1 ring', make: () => new PolarGrid(1) },
  { name: 'polar, 2 rings masked to a wedge', make: polarWedge },
];

function chiSquare(gen: Generator, make: () => Grid): { trees: number; distinct: number; pValue: number } {
  const trees = Number(spanningTreeCount(make()));
  const samples = trees * 50;
  const counts = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const grid = make();
    gen.carve(grid, createRng(`uniformity/${i}`));
    if (!isPerfect(grid)) throw new Error(`sample ${i} is not a perfect maze`);
    const key = String.fromCharCode(...grid.cells);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = samples / trees;
  let chi = (trees - counts.size) * expected;
  for (const seen of counts.values()) chi += ((seen - expected) * (seen - expected)) / expected;
  return { trees, distinct: counts.size, pValue: chiSquareSurvival(chi, trees - 1) };
}

describe.each([wilson, aldousBroder])('$id on shape grids', (gen) => {
  it.each(grids)('draws every spanning tree of $name equally often', ({ make }) => {
    const result = chiSquare(gen, make);
    expect(result.trees).toBeGreaterThan(10);
    expect(result.distinct).toBe(result.trees);
    expect(result.pValue).toBeGreaterThan(0.001);
  }, 120_000);
});

it('has the tree counts of the grids it samples', () => {
  expect(grids.map((g) => Number(spanningTreeCount(g.make())))).toEqual([196, 56, 16, 128]);
});

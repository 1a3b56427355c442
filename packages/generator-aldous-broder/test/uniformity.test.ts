import { OrthogonalGrid } from '@mazekit/core';
import { spanningTreeCount, uniformity } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

const cases = [
  { width: 2, height: 3, levels: 1 },
  { width: 3, height: 3, levels: 1 },
  { width: 2, height: 2, levels: 2 },
];

for (const { width, height, levels } of cases) {
  it(`gives every spanning tree of a ${width}x${height}x${levels} grid equally often`, () => {
    const trees = Number(spanningTreeCount(new OrthogonalGrid(width, height, levels)));
    const result = uniformity(generator, { width, height, levels, samples: trees * 200, seed: 'aldous-broder' });
    expect(result.trees).toBe(trees);
    expect(result.distinct).toBe(trees);
    expect(result.pValue).toBeGreaterThan(0.001);
  }, 30_000);
}

import { OrthogonalGrid, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { carveAldousBroderGraph } from '../src/aldous-broder-graph.js';
import { carveAldousBroderOrthogonal } from '../src/aldous-broder-orthogonal.js';

it('the orthogonal fast path carves the same maze as the generic path', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 1, max: 30 }),
      fc.integer({ min: 1, max: 4 }),
      fc.string({ maxLength: 8 }),
      (w, h, l, seed) => {
        const fast = new OrthogonalGrid(w, h, l);
        const generic = new OrthogonalGrid(w, h, l);
        carveAldousBroderOrthogonal(fast, createRng(seed));
        carveAldousBroderGraph(generic, createRng(seed));
        expect(fast.cells).toEqual(generic.cells);
      },
    ),
    { numRuns: 200, seed: 7 },
  );
});

it('strides through quiet zones to the very maze of the step-by-step walk (grids with many zones)', () => {
  for (const [w, h] of [
    [24, 24],
    [61, 43],
    [120, 97],
  ] as const) {
    for (const seed of ['a', 'b', 'c']) {
      const fast = new OrthogonalGrid(w, h);
      const generic = new OrthogonalGrid(w, h);
      carveAldousBroderOrthogonal(fast, createRng(seed));
      carveAldousBroderGraph(generic, createRng(seed));
      expect(fast.cells).toEqual(generic.cells);
    }
  }
});

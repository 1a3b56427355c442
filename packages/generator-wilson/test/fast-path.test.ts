import { OrthogonalGrid, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { carveWilsonGraph } from '../src/wilson-graph.js';
import { carveWilsonOrthogonal } from '../src/wilson-orthogonal.js';

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
        carveWilsonOrthogonal(fast, createRng(seed));
        carveWilsonGraph(generic, createRng(seed));
        expect(fast.cells).toEqual(generic.cells);
      },
    ),
    { numRuns: 200, seed: 7 },
  );
});

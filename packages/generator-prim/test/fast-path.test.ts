import { OrthogonalGrid, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';
import { carvePrimGraph } from '../src/prim-graph.js';
import { carvePrimOrthogonal } from '../src/prim-orthogonal.js';
import { genericView } from '@mazekit/testkit';

it('the orthogonal fast path carves the same maze as the generic path', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: 1, max: 4 }),
      fc.string({ maxLength: 8 }),
      (w, h, l, seed) => {
        const fast = new OrthogonalGrid(w, h, l);
        carvePrimOrthogonal(fast, createRng(seed));
        const generic = new OrthogonalGrid(w, h, l);
        carvePrimGraph(genericView(generic), createRng(seed));
        expect(fast.cells).toEqual(generic.cells);
      },
    ),
    { numRuns: 120, seed: 7 },
  );
}, 60_000);

it('generator.carve gives the same maze on an OrthogonalGrid as through the Grid interface', () => {
  for (const [w, h, l] of [[1, 5, 1], [7, 1, 1], [13, 9, 1], [40, 30, 1], [6, 5, 4]] as const) {
    for (const seed of ['a', 'b', 'c']) {
      const fast = new OrthogonalGrid(w, h, l);
      generator.carve(fast, createRng(seed));
      const slow = new OrthogonalGrid(w, h, l);
      generator.carve(genericView(slow), createRng(seed));
      expect(slow.cells, `${w}x${h}x${l} seed ${seed}`).toEqual(fast.cells);
    }
  }
}, 60_000);

import { OrthogonalGrid, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';
import { carveGrowingTreeGraph } from '../src/growing-tree-graph.js';
import { carveGrowingTreeOrthogonal } from '../src/growing-tree-orthogonal.js';
import { MIXED, NEWEST, OLDEST, RANDOM } from '../src/policy.js';
import { genericView } from '@mazekit/testkit';

it('the orthogonal fast path carves the same maze as the generic path, for every policy', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(NEWEST, RANDOM, OLDEST, MIXED),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.string({ maxLength: 8 }),
      (w, h, l, policy, ratio, seed) => {
        const fast = new OrthogonalGrid(w, h, l);
        carveGrowingTreeOrthogonal(fast, createRng(seed), policy, ratio);
        const generic = new OrthogonalGrid(w, h, l);
        carveGrowingTreeGraph(genericView(generic), createRng(seed), policy, ratio);
        expect(fast.cells).toEqual(generic.cells);
      },
    ),
    { numRuns: 120, seed: 7 },
  );
}, 60_000);

it.each(['newest', 'random', 'oldest', 'mixed'])('policy %s: generator.carve gives the same maze through the Grid interface', (policy) => {
  for (const [w, h, l] of [[1, 5, 1], [7, 1, 1], [13, 9, 1], [40, 30, 1], [6, 5, 4]] as const) {
    for (const seed of ['a', 'b', 'c']) {
      const fast = new OrthogonalGrid(w, h, l);
      generator.carve(fast, createRng(seed), { policy });
      const slow = new OrthogonalGrid(w, h, l);
      generator.carve(genericView(slow), createRng(seed), { policy });
      expect(slow.cells, `${w}x${h}x${l} seed ${seed}`).toEqual(fast.cells);
    }
  }
}, 60_000);

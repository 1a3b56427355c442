import { OrthogonalGrid, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { carveGrowingTreeGraph } from '../src/growing-tree-graph.js';
import { carveGrowingTreeOrthogonal } from '../src/growing-tree-orthogonal.js';
import { MIXED, NEWEST, OLDEST, RANDOM } from '../src/policy.js';
import { genericView } from '@mazekit/testkit';

// generator.carve itself is compared across the two kinds of grid by the conformance suite,
// once for each policy.
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

// Big enough for the mixed loop to run in several calls and squeeze its pool, and for every
// rarely taken branch (a coin past its first chunk, a rejected direction byte) to be taken.
it.each([
  [NEWEST, 0.5],
  [RANDOM, 0.5],
  [OLDEST, 0.5],
  [MIXED, 0.5],
  [MIXED, 0.9],
  [MIXED, 0.1],
  [MIXED, 0.3],
  [MIXED, 1],
])('the fast path carves the same large maze as the generic path (policy %i, ratio %d)', (policy, ratio) => {
  for (const [w, h, l] of [
    [240, 200, 1],
    [40, 30, 30],
  ] as const) {
    const fast = new OrthogonalGrid(w, h, l);
    carveGrowingTreeOrthogonal(fast, createRng('large'), policy, ratio);
    const generic = new OrthogonalGrid(w, h, l);
    carveGrowingTreeGraph(genericView(generic), createRng('large'), policy, ratio);
    expect(fast.cells).toEqual(generic.cells);
  }
}, 60_000);

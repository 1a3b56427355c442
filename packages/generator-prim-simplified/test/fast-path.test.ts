import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carvePrimSimplifiedGraph } from '../src/prim-simplified-graph.js';
import { carvePrimSimplifiedOrthogonal } from '../src/prim-simplified-orthogonal.js';

// generator.carve itself is compared across the two kinds of grid by the conformance suite.
it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carvePrimSimplifiedOrthogonal, carvePrimSimplifiedGraph);
}, 60_000);

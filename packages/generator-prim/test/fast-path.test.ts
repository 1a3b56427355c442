import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carvePrimGraph } from '../src/prim-graph.js';
import { carvePrimOrthogonal } from '../src/prim-orthogonal.js';

// generator.carve itself is compared across the two kinds of grid by the conformance suite.
it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carvePrimOrthogonal, carvePrimGraph);
}, 60_000);

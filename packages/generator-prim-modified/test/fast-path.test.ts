import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carvePrimModifiedGraph } from '../src/prim-modified-graph.js';
import { carvePrimModifiedOrthogonal } from '../src/prim-modified-orthogonal.js';

// generator.carve itself is compared across the two kinds of grid by the conformance suite.
it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carvePrimModifiedOrthogonal, carvePrimModifiedGraph);
}, 60_000);

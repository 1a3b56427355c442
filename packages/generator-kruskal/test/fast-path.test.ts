import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carveKruskal } from '../src/kruskal.js';
import { carveKruskalOrthogonal } from '../src/kruskal-orthogonal.js';

// generator.carve itself is compared across the two kinds of grid by the conformance suite.
it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carveKruskalOrthogonal, (grid, rng) => carveKruskal(grid, rng));
}, 60_000);

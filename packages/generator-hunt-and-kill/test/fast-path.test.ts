import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carveHuntAndKillGraph } from '../src/hunt-and-kill-graph.js';
import { carveHuntAndKillOrthogonal } from '../src/hunt-and-kill-orthogonal.js';

// generator.carve itself is compared across the two kinds of grid by the conformance suite.
it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carveHuntAndKillOrthogonal, carveHuntAndKillGraph);
}, 60_000);

import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carveBacktrackerGraph } from '../src/backtracker-graph.js';
import { carveBacktrackerOrthogonal } from '../src/backtracker-orthogonal.js';

it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carveBacktrackerOrthogonal, carveBacktrackerGraph, { maxSide: 30, numRuns: 200 });
}, 60_000);

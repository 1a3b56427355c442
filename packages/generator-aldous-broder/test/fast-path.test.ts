import { assertSameCarving } from '@mazekit/testkit';
import { it } from 'vitest';
import { carveAldousBroderGraph } from '../src/aldous-broder-graph.js';
import { carveAldousBroderOrthogonal } from '../src/aldous-broder-orthogonal.js';

it('the orthogonal fast path carves the same maze as the generic path', () => {
  assertSameCarving(carveAldousBroderOrthogonal, carveAldousBroderGraph, { maxSide: 30, numRuns: 200 });
}, 60_000);

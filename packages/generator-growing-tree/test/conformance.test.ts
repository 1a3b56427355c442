import { runConformance } from '@mazekit/testkit';
import { describe } from 'vitest';
import { generator } from '../src/index.js';

describe('default options', () => runConformance(generator));
// Dead ends, as published for the growing tree at 100 × 100: newest 10.1 %, random 27.6 %,
// oldest 2.4 %.
const DEAD_ENDS = { newest: 0.101, random: 0.276, oldest: 0.024 } as const;
for (const policy of ['newest', 'random', 'oldest', 'mixed'] as const) {
  describe(`policy ${policy}`, () => runConformance(generator, { options: { policy }, ...(policy === 'mixed' ? {} : { deadEnds: DEAD_ENDS[policy] }) }));
}
describe('policy mixed, ratio 0.9', () => runConformance(generator, { options: { policy: 'mixed', ratio: 0.9 } }));

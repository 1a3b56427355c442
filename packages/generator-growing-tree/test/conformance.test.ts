import { runConformance } from '@mazekit/testkit';
import { describe } from 'vitest';
import { generator } from '../src/index.js';

describe('default options', () => runConformance(generator));
for (const policy of ['newest', 'random', 'oldest', 'mixed'] as const) {
  describe(`policy ${policy}`, () => runConformance(generator, { options: { policy } }));
}
describe('policy mixed, ratio 0.9', () => runConformance(generator, { options: { policy: 'mixed', ratio: 0.9 } }));

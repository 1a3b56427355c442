import { deadEndFraction } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

// Published 100 × 100 figure for hunt-and-kill: 9.4 % of cells are dead ends.
it('leaves about 9.4 % dead ends on a 100 x 100 grid', () => {
  const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 20 });
  expect(Math.abs(fraction * 100 - 9.4)).toBeLessThan(1.5);
}, 60_000);

import { deadEndFraction } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

// Published 100 × 100 figure for Prim's with random edge weights: 30.8 % of cells are dead ends.
it('leaves about 30.8 % dead ends on a 100 x 100 grid', () => {
  const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 20 });
  expect(Math.abs(fraction * 100 - 30.8)).toBeLessThan(1.5);
}, 60_000);

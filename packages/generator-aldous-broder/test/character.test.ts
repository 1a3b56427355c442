import { deadEndFraction } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

it('leaves about 29% of cells as dead ends, like any uniform spanning tree (29.5% published at 100x100)', () => {
  const fraction = deadEndFraction(generator, { width: 50, height: 50, samples: 20, seed: 'dead-ends' });
  expect(Math.abs(fraction * 100 - 29.5)).toBeLessThan(1.5);
});

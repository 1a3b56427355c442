import { deadEndFraction, uniformity } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

it('leaves about 10% of cells as dead ends (9.9% published at 100x100)', () => {
  const fraction = deadEndFraction(generator, { width: 50, height: 50, samples: 20, seed: 'dead-ends' });
  expect(Math.abs(fraction * 100 - 9.9)).toBeLessThan(1.5);
});

it('is not uniform: the chi-square test rejects it on a 3x3 grid', () => {
  const result = uniformity(generator, { width: 3, height: 3, seed: 'not-uniform' });
  expect(result.pValue).toBeLessThan(1e-6);
});

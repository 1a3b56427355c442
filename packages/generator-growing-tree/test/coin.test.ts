import { createRng } from '@mazekit/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { Choices } from '../src/choices.js';
import { coinFor } from '../src/coin.js';

/**
 * The probability of newest that a coin's chunks stand for, summed from the last chunk: each
 * partial sum is a tail of the ratio's binary digits, so every step is exact.
 */
function probability(ratio: number): number {
  const { width, chunks } = coinFor(ratio);
  let sum = 0;
  for (let i = chunks.length - 1; i >= 0; i--) sum = (chunks[i]! + sum) / 2 ** width;
  return sum;
}

it('a ratio written in at most 8 bits is one chunk of the fewest bits', () => {
  expect(coinFor(0.5)).toEqual({ width: 1, chunks: Int32Array.of(1) });
  expect(coinFor(0.75)).toEqual({ width: 2, chunks: Int32Array.of(3) });
  expect(coinFor(0)).toEqual({ width: 1, chunks: Int32Array.of(0) });
  expect(coinFor(1)).toEqual({ width: 1, chunks: Int32Array.of(2) });
  expect(coinFor(3 / 256)).toEqual({ width: 8, chunks: Int32Array.of(3) });
});

it('the chunks of any ratio add up to exactly that ratio', () => {
  for (const ratio of [0.1, 0.9, 1 / 3, Math.PI / 4, 1e-300, 5e-324, 1 - 2 ** -53]) expect(probability(ratio)).toBe(ratio);
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (ratio) => probability(ratio) === ratio),
    { numRuns: 2000, seed: 3 },
  );
});

it('flips come up newest with the ratio as their frequency', () => {
  for (const ratio of [0, 0.1, 0.5, 0.9, 1]) {
    const choices = new Choices(createRng(`flip ${ratio}`));
    const coin = coinFor(ratio);
    const n = 200_000;
    let newest = 0;
    for (let i = 0; i < n; i++) if (choices.flip(coin)) newest++;
    // Four standard deviations of a binomial count.
    expect(Math.abs(newest - n * ratio)).toBeLessThanOrEqual(4 * Math.sqrt(n * ratio * (1 - ratio)));
  }
});

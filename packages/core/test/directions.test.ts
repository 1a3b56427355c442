import { expect, it } from 'vitest';
import { createDirections, directionBits } from '../src/index.js';

/** An rng that returns the given uint32 words as floats in [0, 1), counting its calls. */
function words(...values: number[]): { rng: () => number; calls: () => number } {
  let i = 0;
  return { rng: () => values[i++ % values.length]! / 4294967296, calls: () => i };
}

it('takes 2 bits a direction for 4 directions and 3 for 6', () => {
  expect([1, 2, 3, 4, 5, 6, 8].map(directionBits)).toEqual([1, 1, 2, 2, 3, 3, 3]);
});

it('reads 16 directions of 4 from one rng word, lowest bits first', () => {
  const source = words(0b11_10_01_00_11_10_01_00_11_10_01_00_11_10_01_00, 0b01);
  const draw = createDirections(source.rng, 4);
  const drawn = Array.from({ length: 16 }, draw);
  expect(drawn).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
  expect(source.calls()).toBe(1);
  expect(draw()).toBe(1);
  expect(source.calls()).toBe(2);
});

it('reads 10 chunks of 3 bits for 6 directions, drawing again on 6 and 7', () => {
  // Chunks, lowest first: 5, 6, 0, 7, 1, 2, 3, 4, 5, 0 (the top 2 bits are never read).
  const chunks = [5, 6, 0, 7, 1, 2, 3, 4, 5, 0];
  const word = chunks.reduce((w, c, i) => w + c * 2 ** (3 * i), 0) + 3 * 2 ** 30;
  const source = words(word, 0b010);
  const draw = createDirections(source.rng, 6);
  expect(Array.from({ length: 8 }, draw)).toEqual([5, 0, 1, 2, 3, 4, 5, 0]);
  expect(source.calls()).toBe(1);
  expect(draw()).toBe(2);
  expect(source.calls()).toBe(2);
});

it('draws every direction equally often from a good rng', () => {
  let state = 12345;
  // A small LCG is plenty to check the bookkeeping; uniformity of mazes is tested elsewhere.
  const rng = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
  for (const degree of [3, 4, 6]) {
    const draw = createDirections(rng, degree);
    const counts = new Array<number>(degree).fill(0);
    for (let i = 0; i < 60_000; i++) counts[draw()]!++;
    for (const c of counts) expect(Math.abs(c - 60_000 / degree)).toBeLessThan(60_000 / degree / 20);
  }
});

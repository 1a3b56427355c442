import { createRng } from '@mazekit/core';
import { expect, it } from 'vitest';
import { COUNT } from '../src/bits.js';
import { Choices } from '../src/choices.js';
import { DRAW, DRAW_BITS, REJECT, choiceBits, choiceIndex } from '../src/draw-table.js';

it('every free direction is drawn by exactly as many bit patterns, and no other direction', () => {
  for (let set = 1; set < 64; set++) {
    const bits = DRAW_BITS[set]!;
    expect(bits).toBe(choiceBits(COUNT[set]!));
    const hits = new Map<number, number>();
    // The patterns of the bits the draw uses; the unused high bits of the byte must not matter.
    for (let byte = 0; byte < 256; byte++) {
      const dir = DRAW[(set << 8) | byte]!;
      if (bits < 8) expect(dir).toBe(DRAW[(set << 8) | (byte & ((1 << bits) - 1))]);
      if (byte >= 1 << bits) continue;
      if (dir === REJECT) continue;
      expect(set & (1 << dir)).not.toBe(0);
      hits.set(dir, (hits.get(dir) ?? 0) + 1);
    }
    expect(hits.size).toBe(COUNT[set]);
    expect(new Set(hits.values()).size).toBe(1);
  }
});

it('a choice among a power of two takes log2 bits, any other among up to 255 a byte', () => {
  expect([1, 2, 4, 8, 16, 128].map(choiceBits)).toEqual([0, 1, 2, 3, 4, 7]);
  expect([3, 5, 6, 7, 255].map(choiceBits)).toEqual([8, 8, 8, 8, 8]);
  for (let count = 1; count < 256; count++) {
    const bits = choiceBits(count);
    const seen = new Array<number>(count).fill(0);
    for (let value = 0; value < 1 << bits; value++) {
      const i = choiceIndex(count, value);
      if (i >= 0) seen[i]!++;
    }
    expect(new Set(seen).size).toBe(1);
  }
});

it('choose(count) is uniform over the count', () => {
  const choices = new Choices(createRng('choose'));
  for (const count of [2, 3, 5, 6]) {
    const n = 60_000;
    const seen = new Array<number>(count).fill(0);
    for (let i = 0; i < n; i++) seen[choices.choose(count)]!++;
    const p = 1 / count;
    for (const s of seen) expect(Math.abs(s - n * p)).toBeLessThanOrEqual(4 * Math.sqrt(n * p * (1 - p)));
  }
});

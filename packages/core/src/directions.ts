import type { Rng } from './rng.js';

/**
 * Draws directions in `0 .. degree - 1`, exactly uniformly, from as few rng calls as it can.
 * An rng float in [0, 1) holds 32 random bits (`(rng() * 2^32) | 0` recovers them exactly
 * for sfc32, whose floats are a uint32 over 2^32) and a direction needs only a few, so one
 * call serves 16 draws on a 4-direction grid. Each draw takes the next `bits`-bit chunk from
 * the low end of the word and draws again when the chunk is `degree` or more (6 and 7 with
 * 6 directions, 10 chunks a word). A generator's hand-tuned loop may inline the same scheme,
 * so that its fast and generic paths read the same directions from the same rng.
 */
export function createDirections(rng: Rng, degree: number): () => number {
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  let word = 0;
  let left = 0;
  return () => {
    for (;;) {
      if (left === 0) {
        word = (rng() * 4294967296) | 0;
        left = perWord;
      }
      const dir = word & mask;
      word >>= bits;
      left--;
      if (dir < degree) return dir;
    }
  };
}

/** Bits one direction draw takes for a grid of `degree` directions: 2 for 4, 3 for 6, at least 1. */
export function directionBits(degree: number): number {
  return degree <= 2 ? 1 : 32 - Math.clz32(degree - 1);
}

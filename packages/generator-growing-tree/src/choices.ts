import type { Rng } from '@mazekit/core';
import { choiceBits, choiceIndex } from './draw-table.js';
import type { Coin } from './coin.js';

/**
 * The growing tree's random choices, in the order both carving paths draw them from `rng`.
 * Small choices (the mixed policy's coin, a direction) take bits, lowest first, from a 32-bit
 * word `floor(rng() * 2^32)`, drawing a fresh word when the current one has too few left (the
 * rest is dropped). An index among n active cells is `floor(u * n)` for a float `u` drawn one
 * pick ahead: the first when this object is made, the next as each is used, so that the
 * hand-tuned loop never waits for the generator on its way to the cell.
 */
export class Choices {
  private word = 0;
  private left = 0;
  private reserve: number;

  constructor(private readonly rng: Rng) {
    this.reserve = rng();
  }

  /** The next `k` bits (1 to 8) as an integer. */
  bits(k: number): number {
    if (this.left < k) {
      this.word = (this.rng() * 4294967296) | 0;
      this.left = 32;
    }
    const value = this.word & ((1 << k) - 1);
    this.word >>= k;
    this.left -= k;
    return value;
  }

  /** A uniformly random index in [0, count), count from 1 to 255; see {@link choiceBits}. */
  choose(count: number): number {
    const k = choiceBits(count);
    if (k === 0) return 0;
    for (;;) {
      const i = choiceIndex(count, this.bits(k));
      if (i >= 0) return i;
    }
  }

  /** True with probability exactly the coin's ratio (newest), see {@link Coin}. */
  flip(coin: Coin): boolean {
    const chunks = coin.chunks;
    for (let i = 0; i < chunks.length; i++) {
      const value = this.bits(coin.width);
      if (value !== chunks[i]) return value < chunks[i]!;
    }
    return false;
  }

  /** A random index in [0, n), n positive, from the float drawn one pick ahead. */
  index(n: number): number {
    const i = Math.floor(this.reserve * n);
    this.reserve = this.rng();
    return i;
  }
}

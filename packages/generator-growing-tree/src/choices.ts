import type { Rng } from '@mazekit/core';
import { choiceBits, choiceIndex } from './draw-table.js';
import type { Coin } from './coin.js';

/**
 * The growing tree's random choices, in the order both carving paths draw them from `rng`.
 * Small choices (the mixed policy's coin, a direction) take bits, lowest first, from a 32-bit
 * word `floor(rng() * 2^32)`, taking the next word when the current one has too few left (the
 * rest is dropped). An index among n active cells is `floor(t * n / 2^32)` for another such
 * `t`, which is `floor(rng() * n)` for core's generators (whose floats have 32 bits). Both are
 * drawn one ahead: the first `t` and then the first word when this object is made, the next of
 * each as one is used, so that the hand-tuned loops never wait for the generator (measured: a
 * few percent each).
 */
export class Choices {
  private word = 0;
  private left = 0;
  private reserve: number;
  private nextWord: number;

  constructor(private readonly rng: Rng) {
    this.reserve = Math.floor(rng() * 4294967296);
    this.nextWord = (rng() * 4294967296) | 0;
  }

  /** Takes the next word unless at least `k` bits (at most 32) are left. */
  ensure(k: number): void {
    if (this.left < k) {
      this.word = this.nextWord;
      this.nextWord = (this.rng() * 4294967296) | 0;
      this.left = 32;
    }
  }

  /** The next `k` bits (1 to 8) as an integer. */
  bits(k: number): number {
    this.ensure(k);
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

  /**
   * One step's coin, true (newest) with probability exactly the coin's ratio, see
   * {@link Coin}. The step first makes sure of enough bits for the first chunk and a
   * direction byte, and again of a byte after a coin that needed more chunks, so that the
   * hand-tuned loop never checks before a direction.
   */
  flip(coin: Coin): boolean {
    this.ensure(coin.width + 8);
    const chunks = coin.chunks;
    const value = this.bits(coin.width);
    if (value !== chunks[0] || chunks.length === 1) return value < chunks[0]!;
    for (let i = 1; i < chunks.length; i++) {
      const next = this.bits(8);
      if (next !== chunks[i]) {
        this.ensure(8);
        return next < chunks[i]!;
      }
    }
    this.ensure(8);
    return false;
  }

  /** A random index in [0, n), n positive. */
  index(n: number): number {
    const i = Math.floor((this.reserve * n) / 4294967296);
    this.reserve = Math.floor(this.rng() * 4294967296);
    return i;
  }
}

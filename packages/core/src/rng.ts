import { MazekitError, describeValue } from './errors.js';

/**
 * A source of randomness: each call returns a float in [0, 1), like `Math.random`.
 * Every generator takes one as an argument, so that mazes are reproducible.
 */
export type Rng = () => number;

/** A seed: any string, or a finite number (which stands for its decimal string). */
export type Seed = string | number;

/**
 * Normalises a seed to the string stored in maze JSON: numbers are written as
 * `String(n)`, so `42` and `"42"` give the same maze.
 */
export function seedToString(seed: Seed): string {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) {
      throw new MazekitError('@mazekit/core', `seed must be a string or a finite number, got ${describeValue(seed)}`);
    }
    return String(seed);
  }
  if (typeof seed !== 'string') {
    throw new MazekitError('@mazekit/core', `seed must be a string or a finite number, got ${describeValue(seed)}`);
  }
  return seed;
}

/** A fresh random seed for when the user gave none: eight base-36 characters. */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  // Web Crypto is global in browsers and in Node >= 19; typed by hand to stay DOM-free.
  (globalThis as unknown as { crypto: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto.getRandomValues(words);
  return (words[0]!.toString(36) + words[1]!.toString(36)).padStart(8, '0').slice(-8);
}

/** An integer in [0, n) from `rng`; `n` must be a positive integer. */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** An integer in [min, max] (both inclusive) from `rng`. */
export function randomRange(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Shuffles `array` in place (Fisher-Yates) and returns it. */
export function shuffle<T extends { length: number; [i: number]: unknown }>(rng: Rng, array: T): T {
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = array[i];
    array[i] = array[j];
    array[j] = t;
  }
  return array;
}

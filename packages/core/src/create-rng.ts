import { type BulkRng, type IntArray, checkBound, checkRange } from './bulk.js';
import { type Seed, seedToString } from './rng.js';

/**
 * Hashes a string to four 32-bit words with cyrb128 (four interleaved
 * multiply-xorshift lanes over the UTF-16 code units). Used only to seed sfc32.
 */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A seeded generator: Chris Doty-Humphrey's sfc32 ("small fast counting", 128-bit state,
 * passes PractRand to 2^60 bytes), seeded by {@link hashSeed} and warmed up for 15 rounds.
 * Only 32-bit integer arithmetic (`Math.imul`, shifts, `>>> 0`) is used, so Node and every
 * browser produce the same sequence for the same seed. It is a {@link BulkRng}: `fill` and
 * `fillInts` give the next draws of the same sequence many at a time.
 */
export function createRng(seed: Seed): BulkRng {
  // State in an Int32Array rather than captured `let`s: V8 keeps typed-array slots unboxed,
  // which measured about twice as fast per call; the sequence is exactly the same.
  const s = Int32Array.from(hashSeed(seedToString(seed)));
  const next = (() => {
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    return (t >>> 0) / 4294967296;
  }) as BulkRng;
  // The bulk loops repeat the step above with the state in locals: no call per draw, which
  // is most of the cost of a draw in a generator's hot loop. Same steps, same numbers.
  next.fill = (out: Float64Array, start = 0, end = out.length): Float64Array => {
    checkRange(out.length, start, end);
    let a = s[0]!;
    let b = s[1]!;
    let c = s[2]!;
    let d = s[3]!;
    for (let i = start; i < end; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      out[i] = (t >>> 0) / 4294967296;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return out;
  };
  next.fillInts = <T extends IntArray>(out: T, bound: number, start = 0, end = out.length): T => {
    checkBound(bound);
    checkRange(out.length, start, end);
    let a = s[0]!;
    let b = s[1]!;
    let c = s[2]!;
    let d = s[3]!;
    for (let i = start; i < end; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      out[i] = Math.floor(((t >>> 0) / 4294967296) * bound);
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return out;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

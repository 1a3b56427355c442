// Counter-based hashing: every random choice of the endless maze is a pure function of the
// seed and of where it is made, so any part of the world can be computed alone, in any order.
// Only 32-bit integer arithmetic (Math.imul, shifts, >>> 0) is used, so every engine agrees.

/** 2^32, to split coordinates (exact integers up to 2^53) into two 32-bit words. */
const TWO_32 = 4294967296;

/** MurmurHash3's 32-bit finaliser: a bijection on 32-bit words with full avalanche. */
export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** MurmurHash3's block step: folds the 32-bit word `k` into the running hash `h`. */
export function mixWord(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** Folds a non-negative integer below 2^53 into `h` as two words (low, then high). */
export function mixInt(h: number, n: number): number {
  return mixWord(mixWord(h, n >>> 0), Math.floor(n / TWO_32));
}

/**
 * A uniform-enough integer in [0, n) from two hash words, for any n up to 2^53: the words
 * make an integer reduced modulo n: 32 bits of `a` when n ≤ 2^20, else 53 bits of both,
 * so the bias is always below 2^-12 and far smaller for the big regions it matters for.
 */
export function below(a: number, b: number, n: number): number {
  // Small ranges (every region of a window) take 32 bits: bias below n / 2^32.
  if (n <= 0x100000) return (a >>> 0) % n;
  return ((a >>> 11) * TWO_32 + (b >>> 0)) % n;
}

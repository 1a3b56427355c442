import { below, fmix } from './hash.js';

// The division tree of the 'division' texture. A region is split in two by a wall with one
// door; each part is split again until it is one cell wide or tall (a corridor). Every region
// carries a 64-bit hash (two words, `a` well mixed) of its path from the root, so its split is
// a pure function of the seed and of where it is: no region needs another one's answer except
// its parent's hash, which every walk from the root has in hand.

/** First hash word of the `side` child (0 = west or north part, 1 = east or south part). */
export function childA(a: number, b: number, side: number): number {
  return fmix(a ^ Math.imul(b, 0x9e3779b1) ^ (side === 0 ? 0x1b873593 : 0x5bd1e995)) | 0;
}

/**
 * Second hash word of the child, given its first word `a2`. Together with {@link childA} this
 * is a bijection of the 64-bit state for each side (b is recovered as (b2 ^ a2) times the
 * inverse of the odd multiplier, then a from a2), so distinct parents never merge.
 */
export function childB(b: number, a2: number): number {
  return Math.imul(b, 0x2c1b3c6d) ^ a2;
}

/** A region's split: `vertical` walls run north-south; `at` is the size of the first part. */
export interface Split {
  vertical: boolean;
  /** Width (vertical) or height of the first part, in 1 .. side - 1. */
  at: number;
  /** Offset of the door along the wall, from the region's north or west edge. */
  door: number;
}

/**
 * Where a `w × h` region (w, h ≥ 2) with hash words `a`, `b` is split: across its longer
 * side (a coin decides squares), the wall at a uniform place, the door at a uniform place
 * along it. Writes into `out` so the window loop allocates nothing.
 */
export function splitRegion(w: number, h: number, a: number, b: number, out: Split): Split {
  const vertical = w > h || (w === h && ((a ^ b) & 0x8000) !== 0);
  const across = vertical ? w : h;
  const along = vertical ? h : w;
  out.vertical = vertical;
  // Regions up to 2^20 (every region of a window) take 31 bits each from `a` and `b`; the
  // few larger ones draw 53 bits from two more mixes.
  if (across <= 0x100000 && along <= 0x100000) {
    // 31 bits and int32 operands: V8 then divides in integers (a double `%` calls fmod).
    out.at = 1 + ((a & 0x7fffffff) % ((across - 1) | 0));
    out.door = (fmix(b) & 0x7fffffff) % (along | 0);
  } else {
    out.at = 1 + below(a, fmix(b ^ 0x68e31da4), across - 1);
    out.door = below(fmix(a ^ 0x7f4a7c15), fmix((b + 0x165667b1) | 0), along);
  }
  return out;
}

import { COUNT, PICK } from './bits.js';

/** A {@link DRAW} entry for a byte that does not decide: take the next byte instead. */
export const REJECT = 255;

/**
 * Random bits a choice among `count` things takes: none for one; log2(count) for a power of
 * two, read as the index; otherwise a byte, of which the first `256 - 256 % count` values
 * split evenly (value mod count) and the rest are rejected. Every outcome is exactly equally
 * likely, unlike `floor(rng() * count)`. Counts up to 255.
 */
export function choiceBits(count: number): number {
  return (count & (count - 1)) === 0 ? 31 - Math.clz32(count) : 8;
}

/** The index among `count` that `value` (of {@link choiceBits} bits) picks, or -1 to draw again. */
export function choiceIndex(count: number, value: number): number {
  if ((count & (count - 1)) === 0) return value;
  return value < 256 - (256 % count) ? value % count : -1;
}

/** `DRAW_BITS[set]`: the bits a direction draw takes for a set of free directions. */
export const DRAW_BITS = new Uint8Array(64);
/**
 * `DRAW[set << 8 | byte]`: the direction a draw picks from a non-empty set of up to six free
 * directions, given the next eight random bits (of which it uses `DRAW_BITS[set]`, lowest
 * first), or {@link REJECT}. A table, so the hand-tuned loops pick without branching.
 */
export const DRAW = new Uint8Array(64 * 256);
for (let set = 1; set < 64; set++) {
  const count = COUNT[set]!;
  const bits = choiceBits(count);
  DRAW_BITS[set] = bits;
  for (let byte = 0; byte < 256; byte++) {
    const k = choiceIndex(count, bits === 8 ? byte : byte & ((1 << bits) - 1));
    DRAW[(set << 8) | byte] = k < 0 ? REJECT : PICK[set * 6 + k]!;
  }
}

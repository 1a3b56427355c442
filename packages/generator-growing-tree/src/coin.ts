/**
 * The mixed policy's coin, "newest with probability `ratio`", as a comparison of random bits
 * with the binary digits of `ratio`, `width` bits at a time: a chunk of random bits below the
 * matching chunk of digits means newest, above means random, equal means compare the next
 * chunk (and past the last chunk, random). Newest then has probability exactly `ratio` (the
 * digits are finite, as `ratio` is a double), and a coin costs `width` bits, with one more
 * chunk needed once in 2^width: 0.5 is one bit.
 */
export interface Coin {
  /** Bits per chunk, 1 to 8. */
  readonly width: number;
  /** The chunks of digits of `ratio`, most significant first; never empty. */
  readonly chunks: Int32Array;
}

/**
 * The {@link Coin} for `ratio` in [0, 1]: a single chunk of the fewest bits (at most 8) that
 * write `ratio` exactly, as for 0.5 or 0.75; otherwise 8-bit chunks of all its digits.
 */
export function coinFor(ratio: number): Coin {
  for (let width = 1; width <= 8; width++) {
    const scaled = ratio * 2 ** width;
    if (Number.isInteger(scaled)) return { width, chunks: Int32Array.of(scaled) };
  }
  const chunks: number[] = [];
  // Exact: scaling by 256 and dropping the integer part lose nothing in a double, and the
  // digits of a double end after at most 1074 bits.
  for (let rest = ratio; rest > 0; ) {
    rest *= 256;
    const chunk = Math.floor(rest);
    chunks.push(chunk);
    rest -= chunk;
  }
  return { width: 8, chunks: Int32Array.from(chunks) };
}

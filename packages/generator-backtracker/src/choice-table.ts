/**
 * Choosing among a cell's free directions from a few random bits instead of one rng call.
 *
 * Both paths draw the same way, so they carve the same maze: each choice among `count`
 * free directions (only when `count` is 2 or more) takes the next `bits`-bit chunk `r` of
 * an rng word (the scheme of `createDirections` in `@mazekit/core`: 2 bits on a flat grid,
 * 3 with floors; one rng call serves 16 or 10 chunks). When `r` is below the largest
 * multiple of `count` that `bits` bits can hold, the pick is the `(r % count)`-th free
 * direction counted from direction 0; otherwise the chunk is dropped and the next one
 * drawn, so every free direction is exactly equally likely. The first word is drawn right
 * after the start cell, and the next one as soon as a word's last chunk is used.
 */

/** Marks a dropped chunk in a {@link choiceTable}. */
export const REJECT = 255;

/** The largest `r` plus one that a chunk of `bits` bits may take for a pick among `count`. */
export function chunkLimit(count: number, bits: number): number {
  return count * Math.floor((1 << bits) / count);
}

/**
 * `table[(set << bits) | r]`: the direction a chunk `r` picks among the free directions
 * `set` (bit d set when direction d is free), or {@link REJECT} when it is dropped. With one
 * free direction every `r` gives it (no chunk is drawn then), and with none, 255 as well.
 */
export function choiceTable(bits: number, degree: number): Uint8Array {
  const chunks = 1 << bits;
  const table = new Uint8Array(chunks << degree).fill(REJECT);
  for (let set = 0; set < 1 << degree; set++) {
    const free: number[] = [];
    for (let d = 0; d < degree; d++) if (set & (1 << d)) free.push(d);
    const limit = chunkLimit(free.length, bits);
    for (let r = 0; r < chunks; r++) {
      if (free.length === 1) table[(set << bits) | r] = free[0]!;
      else if (free.length > 1 && r < limit) table[(set << bits) | r] = free[r % free.length]!;
    }
  }
  return table;
}

/** `1` for each set of directions with two or more members: the cells that draw a chunk. */
export function manyTable(degree: number): Uint8Array {
  const table = new Uint8Array(1 << degree);
  for (let set = 0; set < 1 << degree; set++) table[set] = (set & (set - 1)) !== 0 ? 1 : 0;
  return table;
}

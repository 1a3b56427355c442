/** Number of set bits of each 6-bit set of directions. */
export const COUNT = new Uint8Array(64);
/** `PICK[set * 6 + k]`: the direction of the k-th set bit of `set`, counting from direction 0. */
export const PICK = new Uint8Array(64 * 6);
for (let set = 0; set < 64; set++) {
  for (let d = 0; d < 6; d++) if (set & (1 << d)) PICK[set * 6 + COUNT[set]!++] = d;
}

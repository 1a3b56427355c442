/**
 * The free directions of padded cell `cell` as a bit set (bit d for direction d): `(byte - 1)
 * >>> 31` is 1 exactly when a neighbour's byte is 0, a cell not yet in the maze; border and
 * maze bytes are never 0. `sU` and `sD` count only with `levels`.
 */
export function freeSet(m: Uint8Array, cell: number, sN: number, sS: number, sU: number, sD: number, levels: boolean): number {
  const flat =
    ((m[cell + sN]! - 1) >>> 31) |
    (((m[cell + sS]! - 1) >>> 31) << 1) |
    (((m[cell + 1]! - 1) >>> 31) << 2) |
    (((m[cell - 1]! - 1) >>> 31) << 3);
  return levels ? flat | (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5) : flat;
}

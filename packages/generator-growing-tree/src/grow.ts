import type { Rng } from '@mazekit/core';
import { DRAW, DRAW_BITS, REJECT } from './draw-table.js';
import { freeSet } from './free-set.js';

/**
 * Opens a passage from padded cell `cell` to a random free neighbour and returns that
 * neighbour, or -1 when none is free, drawing the direction as `Choices.choose` does from the
 * bit words kept in `pool`: `pool[0]` the unused bits, `pool[1]` how many, `pool[2]` the next
 * word. Shared by the policies whose loops it costs nothing measurable; the mixed loop, where
 * it did, inlines it.
 */
export function grow(m: Uint8Array, steps: Int32Array, levels: boolean, cell: number, pool: Int32Array, rng: Rng): number {
  const free = freeSet(m, cell, steps[0]!, steps[1]!, steps[4]!, steps[5]!, levels);
  if (free === 0) return -1;
  const need = DRAW_BITS[free]!;
  let bits = pool[0]!;
  let left = pool[1]!;
  if (left < need) {
    bits = pool[2]!;
    pool[2] = (rng() * 4294967296) | 0;
    left = 32;
  }
  let dir = DRAW[(free << 8) | (bits & 255)]!;
  bits >>= need;
  left -= need;
  while (dir === REJECT) {
    if (left < 8) {
      bits = pool[2]!;
      pool[2] = (rng() * 4294967296) | 0;
      left = 32;
    }
    dir = DRAW[(free << 8) | (bits & 255)]!;
    bits >>= 8;
    left -= 8;
  }
  pool[0] = bits;
  pool[1] = left;
  const next = cell + steps[dir]!;
  m[cell]! |= 1 << dir;
  m[next] = 1 << (dir ^ 1);
  return next;
}

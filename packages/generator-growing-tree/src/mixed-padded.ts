import type { Rng } from '@mazekit/core';
import type { Coin } from './coin.js';
import { DRAW, DRAW_BITS, REJECT } from './draw-table.js';

/** Mark on a retired cell's byte; `copyBack` drops it with the other bits above the passages. */
const RETIRED = 128;

/**
 * The mixed policy on a padded grid (start cell already marked), replaying `ActiveList` and
 * `Choices` exactly, with the retired flags as a bit of each cell's byte. Hand-tuned, each
 * measured on a 1000 × 1000 grid: everything in locals (a state object costed about 10 %);
 * the coin and the direction come from one 32-bit word (a `rng()` call per coin cost about
 * 15 %); the direction is a table lookup, not a branch on how many are free; the index float
 * is drawn one pick ahead, so its cell is fetched without waiting for the generator (about
 * 6 %); and picks tolerate retired cells rather than track each cell's position (a position
 * array is 4 bytes a cell to fill, and was slower).
 */
export function carveMixedPadded(m: Uint8Array, steps: Int32Array, levels: boolean, start: number, size: number, coin: Coin, rng: Rng): void {
  const byAge = new Int32Array(size);
  const pool = new Int32Array(size);
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const width = coin.width;
  const mask = (1 << width) - 1;
  const chunks = coin.chunks;
  const first = chunks[0]!;
  const more = chunks.length > 1;
  const stepBits = width + 8;
  // Drawn here rather than passed in: seeded from a parameter, `u` became a boxed double and
  // every float drawn into it an allocation (measured 12 % slower).
  let u = rng();
  let word = rng();
  let bits = 0;
  let left = 0;
  let top = 1;
  let len = 1;
  let live = 1;
  byAge[0] = start;
  pool[0] = start;
  while (live > 0) {
    // Enough bits for the coin and a direction byte, so neither checks again (a check per
    // draw mispredicted often enough to cost 10 %).
    if (left < stepBits) {
      bits = (word * 4294967296) | 0;
      word = rng();
      left = 32;
    }
    const c = bits & mask;
    bits >>= width;
    left -= width;
    let newest = c < first;
    if (more && c === first) {
      // Past the first chunk of digits (once in 2^width coins): compare the next ones.
      for (let i = 1; i < chunks.length; i++) {
        if (left < 8) {
          bits = (word * 4294967296) | 0;
          word = rng();
          left = 32;
        }
        const next = bits & 255;
        bits >>= 8;
        left -= 8;
        if (next !== chunks[i]) {
          newest = next < chunks[i]!;
          break;
        }
      }
      if (left < 8) {
        bits = (word * 4294967296) | 0;
        word = rng();
        left = 32;
      }
    }
    let cell: number;
    let j = -1;
    if (newest) {
      cell = byAge[top - 1]!;
      while ((m[cell]! & RETIRED) !== 0) cell = byAge[--top - 1]!;
    } else {
      for (;;) {
        j = (u * len) | 0;
        u = rng();
        cell = pool[j]!;
        if ((m[cell]! & RETIRED) === 0) break;
        pool[j] = pool[--len]!;
      }
    }
    // Inline rather than `freeSet`: the call was not inlined here (measured 7 % slower).
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free !== 0) {
      const need = DRAW_BITS[free]!;
      let dir = DRAW[(free << 8) | (bits & 255)]!;
      bits >>= need;
      left -= need;
      while (dir === REJECT) {
        if (left < 8) {
          bits = (word * 4294967296) | 0;
          word = rng();
          left = 32;
        }
        dir = DRAW[(free << 8) | (bits & 255)]!;
        bits >>= 8;
        left -= 8;
      }
      const next = cell + steps[dir]!;
      m[cell]! |= 1 << dir;
      m[next] = 1 << (dir ^ 1);
      byAge[top++] = next;
      pool[len++] = next;
      live++;
      continue;
    }
    m[cell]! |= RETIRED;
    live--;
    if (j >= 0) pool[j] = pool[--len]!;
    else {
      top--;
      if (pool[len - 1] === cell) len--;
    }
    if (len > 2 * live + 32) {
      let w = 0;
      for (let r = 0; r < len; r++) {
        const c = pool[r]!;
        if ((m[c]! & RETIRED) === 0) pool[w++] = c;
      }
      len = w;
    }
  }
}

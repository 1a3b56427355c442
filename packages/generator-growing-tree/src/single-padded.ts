import type { Rng } from '@mazekit/core';
import { DRAW, DRAW_BITS, REJECT } from './draw-table.js';
import { NEWEST, OLDEST } from './policy.js';

/**
 * The newest, oldest and random policies on a padded grid (start cell already marked),
 * replaying `ActiveList` and `Choices` exactly: the active cells are `items[head .. tail)`, a
 * stack for newest, a queue for oldest, a list kept dense by moving the last cell into a gap
 * for random. One loop for the three, as the branches on `policy` always go the same way.
 * The bit word and the index's 32 bits are locals (a shared function keeping them in a small
 * array was 15 to 20 % slower), and integers: a float carried round the loop is boxed in the
 * code V8 compiles mid-loop, which is what runs a single long call like this one.
 */
export function carveSinglePadded(m: Uint8Array, steps: Int32Array, levels: boolean, start: number, size: number, policy: number, rng: Rng): void {
  const draw = DRAW;
  const drawBits = DRAW_BITS;
  const reject = REJECT;
  const newest = policy === NEWEST;
  const oldest = policy === OLDEST;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const items = new Int32Array(size);
  // What `Choices` draws when made: the 32 bits for the first index, then the first word.
  let ahead = (rng() * 4294967296) | 0;
  let word = (rng() * 4294967296) | 0;
  let bits = 0;
  let left = 0;
  let head = 0;
  let tail = 1;
  items[0] = start;
  while (tail > head) {
    let i: number;
    if (newest) i = tail - 1;
    else if (oldest) i = head;
    else {
      i = (((ahead >>> 0) * tail) / 4294967296) | 0;
      ahead = (rng() * 4294967296) | 0;
    }
    const cell = items[i]!;
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free === 0) {
      if (oldest) head++;
      else items[i] = items[--tail]!;
      continue;
    }
    const need = drawBits[free]!;
    if (left < need) {
      bits = word;
      word = (rng() * 4294967296) | 0;
      left = 32;
    }
    let dir = draw[(free << 8) | (bits & 255)]!;
    bits >>= need;
    left -= need;
    while (dir === reject) {
      if (left < 8) {
        bits = word;
        word = (rng() * 4294967296) | 0;
        left = 32;
      }
      dir = draw[(free << 8) | (bits & 255)]!;
      bits >>= 8;
      left -= 8;
    }
    const next = cell + steps[dir]!;
    m[cell]! |= 1 << dir;
    m[next] = 1 << (dir ^ 1);
    items[tail++] = next;
  }
}

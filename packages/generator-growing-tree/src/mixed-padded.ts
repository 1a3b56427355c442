import type { Rng } from '@mazekit/core';
import { DRAW, DRAW_BITS, REJECT } from './draw-table.js';

/** Mark on a retired cell's byte; `unpadGrid` drops it with the other bits above the passages. */
const RETIRED = 128;

/** Steps per call of {@link mixedSteps}. */
const STEPS = 65536;

/**
 * The mixed policy on a padded grid (start cell already marked), replaying `ActiveList` and
 * `Choices` exactly, with the retired flags as a bit of each cell's byte; `width` and
 * `chunks` are the `Coin`'s. Hand-tuned, each measured on a 1000 × 1000 grid: the coin and
 * the direction come from one 32-bit word (a `rng()` call per coin cost about 15 %); the
 * direction is a table lookup, not a branch on how many are free; the bits for a step are
 * made sure of once (a check per draw mispredicted often enough to cost 10 %); the index is
 * drawn one pick ahead, so its cell is fetched without waiting for the generator (about 6 %);
 * and picks tolerate retired cells rather than track each cell's position (a position array
 * is 4 bytes a cell to fill, and was slower).
 *
 * The loop runs {@link STEPS} steps per call, its state kept in an Int32Array between calls.
 * One call per maze left V8 running it, in about half the processes, in the code it compiles
 * mid-loop (on-stack replacement), a third slower than the code it compiles for a call; with
 * many calls the latter is compiled early and used for the rest (measured: 70 or 51 ms per
 * maze with one call, depending on the process, and a steady 53 with calls of this size).
 */
export function carveMixedPadded(
  m: Uint8Array,
  steps: Int32Array,
  levels: boolean,
  start: number,
  size: number,
  width: number,
  chunks: Int32Array,
  rng: Rng,
): void {
  const byAge = new Int32Array(size);
  const pool = new Int32Array(size);
  byAge[0] = start;
  pool[0] = start;
  // top, len, live, bits, left; then what `Choices` draws when made: the 32 bits of the
  // float for the first index, then the first bit word.
  const state = Int32Array.of(1, 1, 1, 0, 0, (rng() * 4294967296) | 0, (rng() * 4294967296) | 0);
  while (mixedSteps(m, steps, levels, byAge, pool, width, chunks, rng, state) > 0);
}

/**
 * Up to {@link STEPS} steps of {@link carveMixedPadded}; returns the number of active cells.
 * Only numbers and typed arrays come in (code reading the `Coin` object's fields was now and
 * then thrown away by V8 for good), and module constants are copied to locals (read through
 * their module cell at every use otherwise).
 */
function mixedSteps(
  m: Uint8Array,
  steps: Int32Array,
  levels: boolean,
  byAge: Int32Array,
  pool: Int32Array,
  width: number,
  chunks: Int32Array,
  rng: Rng,
  state: Int32Array,
): number {
  const retired = RETIRED;
  const draw = DRAW;
  const drawBits = DRAW_BITS;
  const reject = REJECT;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const mask = (1 << width) - 1;
  const first = chunks[0]!;
  // The first chunk again when there are more, else a value no chunk takes: one comparison
  // per coin instead of two (measured 3 %).
  const firstTie = chunks.length > 1 ? first : -1;
  const stepBits = width + 8;
  let top = state[0]!;
  let len = state[1]!;
  let live = state[2]!;
  let bits = state[3]!;
  let left = state[4]!;
  // Floats within a call, multiples of 2^-32 in [0, 1) as V8 can tell from how they are made:
  // it then converts them without checks (integers here, or plain `rng()` floats, cost 3-5 %).
  let u = (state[5]! >>> 0) / 4294967296;
  let word = (state[6]! >>> 0) / 4294967296;
  for (let n = STEPS; n > 0 && live > 0; n--) {
    // Enough bits for the coin and a direction byte, so neither checks again (a check per
    // draw mispredicted often enough to cost 10 %).
    if (left < stepBits) {
      bits = (word * 4294967296) | 0;
      word = Math.floor(rng() * 4294967296) / 4294967296;
      left = 32;
    }
    const c = bits & mask;
    bits >>= width;
    left -= width;
    let newest = c < first;
    if (c === firstTie) {
      // Past the first chunk of digits (once in 2^width coins): compare the next ones.
      for (let i = 1; i < chunks.length; i++) {
        if (left < 8) {
          bits = (word * 4294967296) | 0;
          word = Math.floor(rng() * 4294967296) / 4294967296;
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
        word = Math.floor(rng() * 4294967296) / 4294967296;
        left = 32;
      }
    }
    let cell: number;
    let j = -1;
    if (newest) {
      cell = byAge[top - 1]!;
      while ((m[cell]! & retired) !== 0) cell = byAge[--top - 1]!;
    } else {
      for (;;) {
        j = (u * len) | 0;
        u = Math.floor(rng() * 4294967296) / 4294967296;
        cell = pool[j]!;
        if ((m[cell]! & retired) === 0) break;
        pool[j] = pool[--len]!;
      }
    }
    // Written out: a function for it was not inlined here (measured 7 % slower).
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free !== 0) {
      const need = drawBits[free]!;
      let dir = draw[(free << 8) | (bits & 255)]!;
      bits >>= need;
      left -= need;
      while (dir === reject) {
        if (left < 8) {
          bits = (word * 4294967296) | 0;
          word = Math.floor(rng() * 4294967296) / 4294967296;
          left = 32;
        }
        dir = draw[(free << 8) | (bits & 255)]!;
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
    m[cell]! |= retired;
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
        if ((m[c]! & retired) === 0) pool[w++] = c;
      }
      len = w;
    }
  }
  state[0] = top;
  state[1] = len;
  state[2] = live;
  state[3] = bits;
  state[4] = left;
  state[5] = (u * 4294967296) | 0;
  state[6] = (word * 4294967296) | 0;
  return live;
}

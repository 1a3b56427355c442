import { type OrthogonalGrid, PAD_ROOT, type Padded, paddedIndex, padGrid as pad, type Rng } from '@mazekit/core';
import { REJECT, choiceTable, manyTable } from './choice-table.js';

const FLAT = choiceTable(2, 4);
const FLOORS = choiceTable(3, 6);
const MANY = manyTable(6);

/**
 * The recursive backtracker hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carveBacktrackerGraph}, so it carves the same maze, but
 * this loop is where a million-cell maze spends its time, so it avoids calls, objects,
 * branches and row/column arithmetic:
 * - it works on a padded copy, where a neighbour is one byte read at a fixed index step and
 *   `(byte - 1) >>> 31` is 1 exactly when that neighbour is free;
 * - a choice takes 2 or 3 bits of an rng word, and one table lookup turns the set of free
 *   directions and those bits into the direction (see `choice-table.ts`);
 * - only cells left with another free neighbour go on the stack. A cell left through its
 *   last free neighbour would find none when the search came back to it, so skipping it
 *   changes no choice, only the work;
 * - the padded rows go back into the grid as whole-row copies (only the first cell carries
 *   a mark, cleared before).
 */
export function carveBacktrackerOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const padded = pad(grid);
  const first = paddedIndex(grid, padded, size > 1 ? Math.floor(rng() * size) : 0);
  carveBacktrackerPadded(padded, first, rng, new Int32Array(size));
  const m = padded.cells;
  const out = grid.cells;
  const width = grid.width;
  // Padded order is grid order, so the rows come back one after another.
  let at = 0;
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const from = (z + padded.below) * padded.plane + (y + 1) * padded.row + 1;
      out.set(m.subarray(from, from + width), at);
      at += width;
    }
  }
}

/**
 * The same loop on a padded copy the caller made: it carves a spanning tree of the free
 * cells (byte 0) reachable from padded index `first`, leaving every other byte as it is,
 * so cells set to `PAD_BORDER` (core) beforehand act as a mask of any shape. Passage bits
 * are written into the padded bytes (`first` keeps no mark). `stack` needs one entry per
 * cell that can be reached. The rng is read exactly as {@link carveBacktrackerOrthogonal}
 * reads it after choosing the first cell, so both carve the same maze from the same state.
 */
export function carveBacktrackerPadded(padded: Padded, first: number, rng: Rng, stack: Int32Array): void {
  const root = PAD_ROOT;
  const reject = REJECT;
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = padded.degree === 6;
  const table = levels ? FLOORS : FLAT;
  const bits = levels ? 3 : 2;
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  const many = MANY;
  // `| 0` keeps the index a small integer even when the caller computed it in doubles (far
  // world coordinates): an index held as a double makes every byte read of the loop slower.
  let cell = first | 0;
  m[cell] = root;
  let top = 0;
  // The unread part of the current rng word, and how many chunks it has left (never 0:
  // a new word is drawn as soon as the last chunk is used).
  let word = (rng() * 4294967296) | 0;
  let left = perWord;
  for (;;) {
    // Bit d set when direction d leads to a free cell.
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free === 0) {
      if (top === 0) break;
      cell = stack[--top]!;
      continue;
    }
    // No branch on whether the cell has a choice: a cell with one free direction draws no
    // bits (`draw` is 0) and gets its direction from the table whatever the chunk, and
    // its stack entry is overwritten by the next push. Branches the random maze would
    // mispredict cost more than the few instructions this always runs.
    const draw = many[free]!;
    let dir = table[(free << bits) | (word & mask)]!;
    stack[top] = cell;
    top += draw;
    word >>= bits * draw;
    left -= draw;
    if (left === 0) {
      word = (rng() * 4294967296) | 0;
      left = perWord;
    }
    while (dir === reject) {
      dir = table[(free << bits) | (word & mask)]!;
      word >>= bits;
      if (--left === 0) {
        word = (rng() * 4294967296) | 0;
        left = perWord;
      }
    }
    const next = cell + steps[dir]!;
    m[cell]! |= 1 << dir;
    m[next] = 1 << (dir ^ 1);
    cell = next;
  }
  m[first | 0]! &= ~root;
}

import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { PAD_ROOT as ROOT, padGrid as pad, paddedIndex, unpadGrid as unpad } from '@mazekit/core';

/** Number of set bits of each 6-bit set of free directions. */
const COUNT = new Uint8Array(64);
/** `PICK[set * 6 + k]`: the direction of the k-th set bit of `set`, counted from direction 0. */
const PICK = new Uint8Array(64 * 6);
for (let set = 0; set < 64; set++) {
  for (let d = 0; d < 6; d++) if (set & (1 << d)) PICK[set * 6 + COUNT[set]!++] = d;
}

/**
 * The recursive backtracker hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carveBacktrackerGraph}, so it carves the same maze, but
 * this loop is where a million-cell maze spends its time, so it avoids calls, objects,
 * branches and row/column arithmetic:
 * - it works on a padded copy, where a neighbour is one byte read at a fixed index step and
 *   `(byte - 1) >>> 31` is 1 exactly when that neighbour is free;
 * - lookup tables count the free directions and pick the k-th one;
 * - only cells left with another free neighbour go on the stack. A cell left through its
 *   last free neighbour would find none when the search came back to it, so skipping it
 *   changes no choice, only the work.
 */
export function carveBacktrackerOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = padded.degree === 6;
  const stack = new Int32Array(size);
  const root = size > 1 ? Math.floor(rng() * size) : 0;
  let cell = paddedIndex(grid, padded, root);
  m[cell] = ROOT;
  let top = 0;
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
    const count = COUNT[free]!;
    let dir: number;
    if (count === 1) {
      dir = PICK[free * 6]!;
    } else {
      dir = PICK[free * 6 + Math.floor(rng() * count)]!;
      stack[top++] = cell;
    }
    const next = cell + steps[dir]!;
    m[cell]! |= 1 << dir;
    m[next] = 1 << (dir ^ 1);
    cell = next;
  }
  unpad(grid, padded);
}

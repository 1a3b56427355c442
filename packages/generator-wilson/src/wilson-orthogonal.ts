import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { directionBits } from '@mazekit/core';
import { PAD_BORDER as BORDER, PAD_ROOT as ROOT, padGrid as pad, paddedIndex, unpadGrid as unpad } from '@mazekit/core';
import { rootCell } from './root.js';

/**
 * Wilson's algorithm hand-written for an {@link OrthogonalGrid} with no tracer, in Wilson's
 * original form: the walk keeps only the direction it last left each cell by, which erases
 * loops for free (following those directions from the start gives the loop-erased path),
 * so a walk step is a few bits of one rng word (the scheme of {@link createDirections},
 * inlined: one rng call serves 16 steps on a flat grid), one byte read and one byte write.
 * It makes the same choices as {@link carveWilsonGraph}, so it carves the same maze; this
 * loop is where a million-cell maze spends its time, hence the padded copy (a neighbour is
 * a byte at a fixed index step, the border byte says "off the grid") and no calls or objects.
 */
export function carveWilsonOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  // Imported bindings are re-read on every use, even in optimised code: a local is a constant.
  const border = BORDER;
  const padded = pad(grid);
  const m = padded.cells;
  const degree = padded.degree;
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  // Chunks 6 and 7 on a 6-direction grid step by 0: the walk stays put, and since it is on
  // a cell outside the maze it walks on, with that cell's exit overwritten by its next step:
  // just as if it had drawn again.
  const steps = new Int32Array(mask + 1);
  steps.set(padded.steps.subarray(0, degree));
  const exits = new Uint8Array(m.length);
  const root = rootCell(grid, rng);
  m[paddedIndex(grid, padded, root)] = ROOT;
  const total = m.length;
  // The unread part of the current rng word, and how many chunks it has left.
  let word = 0;
  let left = 0;
  // Padded order is grid order, so walks start from the same cells as the generic path.
  for (let start = 0; start < total; start++) {
    // 0 = a grid cell not yet in the maze (border bytes and maze cells are non-zero).
    if (m[start] !== 0) continue;
    let cell = start;
    let walking = true;
    while (walking) {
      if (left === 0) {
        word = (rng() * 4294967296) | 0;
        left = perWord;
      }
      // No call in this inner loop, so V8 keeps its variables in registers (measured about
      // 15% faster than refilling the word inside it).
      do {
        const dir = word & mask;
        word >>= bits;
        left--;
        const next = cell + steps[dir]!;
        const v = m[next]!;
        if (v === border) continue;
        exits[cell] = dir;
        cell = next;
        if (v !== 0) walking = false;
      } while (walking && left > 0);
    }
    cell = start;
    for (;;) {
      const dir = exits[cell]!;
      const next = cell + steps[dir]!;
      // Read before linking: linking makes `next` non-zero even when it is still on the path.
      const joined = m[next] !== 0;
      m[cell]! |= 1 << dir;
      m[next]! |= 1 << (dir ^ 1);
      if (joined) break;
      cell = next;
    }
  }
  unpad(grid, padded);
}

import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { directionBits } from './directions.js';
import { BORDER, ROOT, pad, paddedIndex, unpad } from './padded.js';

/**
 * The Aldous-Broder walk hand-written for an {@link OrthogonalGrid} with no tracer. It makes
 * the same choices as {@link carveAldousBroderGraph}, so it carves the same maze. The walk
 * takes a number of steps that grows like n·log²n (its cover time), far more than the other
 * algorithms, so a step here is a few bits of one rng word (the scheme of
 * {@link createDirections}, inlined: one rng call serves 16 steps on a flat grid), one byte
 * read at a fixed index step in a padded copy (where the border byte answers "off the grid")
 * and, rarely, two byte writes: no calls, objects or row/column arithmetic.
 */
export function carveAldousBroderOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  // Imported bindings are re-read on every use, even in optimised code: a local is a constant.
  const border = BORDER;
  const size = grid.size;
  const padded = pad(grid);
  const m = padded.cells;
  const degree = padded.degree;
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  // Chunks 6 and 7 on a 6-direction grid step by 0: the walker stays put on a visited
  // cell, which changes nothing, just as drawing again would.
  const steps = new Int32Array(mask + 1);
  steps.set(padded.steps.subarray(0, degree));
  const root = size > 1 ? Math.floor(rng() * size) : 0;
  let cell = paddedIndex(grid, root);
  m[cell] = ROOT;
  let remaining = size - 1;
  while (remaining > 0) {
    let word = (rng() * 4294967296) | 0;
    for (let k = perWord; k > 0; k--) {
      const dir = word & mask;
      word >>= bits;
      const next = cell + steps[dir]!;
      const v = m[next]!;
      if (v === border) continue;
      if (v === 0) {
        m[cell]! |= 1 << dir;
        m[next] = 1 << (dir ^ 1);
        if (--remaining === 0) break;
      }
      cell = next;
    }
  }
  unpad(grid, padded, root);
}

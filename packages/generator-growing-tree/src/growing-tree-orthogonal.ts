import { type OrthogonalGrid, PAD_ROOT as ROOT, paddedIndex as toPadded, padGrid as pad, type Rng } from '@mazekit/core';
import { coinFor } from './coin.js';
import { copyBack } from './copy-back.js';
import { grow } from './grow.js';
import { carveMixedPadded } from './mixed-padded.js';
import { MIXED, NEWEST, OLDEST } from './policy.js';

/**
 * The growing tree hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carveGrowingTreeGraph}, so it carves the same maze, on a padded
 * copy where a neighbour is one byte read at a fixed step. Each policy gets its own loop
 * over a plain Int32Array of padded indices: newest is a stack, oldest a queue, random a
 * swap-remove list, which is what `ActiveList` does for those policies, draw for draw; mixed
 * has its own file.
 */
export function carveGrowingTreeOrthogonal(grid: OrthogonalGrid, rng: Rng, policy: number, ratio: number): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const levels = grid.degree === 6;
  const start = toPadded(grid, padded, Math.floor(rng() * grid.size));
  m[start] = ROOT;
  if (policy === MIXED) {
    carveMixedPadded(m, steps, levels, start, grid.size, coinFor(ratio), rng);
    copyBack(grid, padded);
    return;
  }
  // What `Choices` draws when made: the float for the first index, then the first bit word.
  let u = rng();
  const pool = Int32Array.of(0, 0, (rng() * 4294967296) | 0);
  const items = new Int32Array(grid.size);
  items[0] = start;
  if (policy === NEWEST) {
    let top = 1;
    while (top > 0) {
      const next = grow(m, steps, levels, items[top - 1]!, pool, rng);
      if (next < 0) top--;
      else items[top++] = next;
    }
  } else if (policy === OLDEST) {
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const next = grow(m, steps, levels, items[head]!, pool, rng);
      if (next < 0) head++;
      else items[tail++] = next;
    }
  } else {
    let live = 1;
    while (live > 0) {
      const i = (u * live) | 0;
      u = rng();
      const next = grow(m, steps, levels, items[i]!, pool, rng);
      if (next < 0) items[i] = items[--live]!;
      else items[live++] = next;
    }
  }
  copyBack(grid, padded);
}

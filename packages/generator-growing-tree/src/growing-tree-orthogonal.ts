import { type OrthogonalGrid, PAD_ROOT as ROOT, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { COUNT, PICK } from './bits.js';
import { MIXED, NEWEST, OLDEST } from './policy.js';

/**
 * Opens a passage from padded cell `cell` to a random free neighbour and returns that
 * neighbour, or -1 when none is free. `(byte - 1) >>> 31` is 1 exactly when a neighbour is
 * free; lookup tables count the free directions and pick the k-th, with no draw when only
 * one is free, as the generic path does.
 */
function grow(m: Uint8Array, steps: Int32Array, levels: boolean, cell: number, rng: Rng): number {
  const sN = steps[0]!;
  const sS = steps[1]!;
  let free =
    ((m[cell + sN]! - 1) >>> 31) |
    (((m[cell + sS]! - 1) >>> 31) << 1) |
    (((m[cell + 1]! - 1) >>> 31) << 2) |
    (((m[cell - 1]! - 1) >>> 31) << 3);
  if (levels) free |= (((m[cell + steps[4]!]! - 1) >>> 31) << 4) | (((m[cell + steps[5]!]! - 1) >>> 31) << 5);
  if (free === 0) return -1;
  const count = COUNT[free]!;
  const dir = PICK[free * 6 + (count === 1 ? 0 : Math.floor(rng() * count))]!;
  const next = cell + steps[dir]!;
  m[cell]! |= 1 << dir;
  m[next] = 1 << (dir ^ 1);
  return next;
}

/**
 * The growing tree hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carveGrowingTreeGraph}, so it carves the same maze, on a padded
 * copy where a neighbour is one byte read at a fixed step. Each policy gets its own loop
 * over a plain Int32Array of padded indices: newest is a stack, oldest a queue, random a
 * swap-remove list (which is what `ActiveList` does for those policies, draw for draw), and
 * mixed keeps `ActiveList`'s holes, trimming and squeezing exactly, since where the holes
 * sit decides which cell a random draw lands on.
 */
export function carveGrowingTreeOrthogonal(grid: OrthogonalGrid, rng: Rng, policy: number, ratio: number): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const levels = grid.degree === 6;
  const items = new Int32Array(grid.size);

  const start = toPadded(grid, padded, Math.floor(rng() * grid.size));
  m[start] = ROOT;
  items[0] = start;
  if (policy === NEWEST) {
    let top = 1;
    while (top > 0) {
      const next = grow(m, steps, levels, items[top - 1]!, rng);
      if (next < 0) top--;
      else items[top++] = next;
    }
  } else if (policy === OLDEST) {
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const next = grow(m, steps, levels, items[head]!, rng);
      if (next < 0) head++;
      else items[tail++] = next;
    }
  } else if (policy === MIXED) {
    carveMixed(m, steps, levels, items, ratio, rng);
  } else {
    let live = 1;
    while (live > 0) {
      const i = Math.floor(rng() * live);
      const next = grow(m, steps, levels, items[i]!, rng);
      if (next < 0) items[i] = items[--live]!;
      else items[live++] = next;
    }
  }
  unpad(grid, padded);
}

const GONE = -1;

/** The mixed policy over `items` (holding the start cell), replaying `ActiveList` exactly. */
function carveMixed(m: Uint8Array, steps: Int32Array, levels: boolean, items: Int32Array, ratio: number, rng: Rng): void {
  let head = 0;
  let tail = 1;
  let live = 1;
  while (live > 0) {
    while (items[tail - 1] === GONE) tail--;
    while (items[head] === GONE) head++;
    let i: number;
    if (rng() < ratio) i = tail - 1;
    else {
      do i = head + Math.floor(rng() * (tail - head));
      while (items[i] === GONE);
    }
    const next = grow(m, steps, levels, items[i]!, rng);
    if (next >= 0) {
      items[tail++] = next;
      live++;
      continue;
    }
    items[i] = GONE;
    live--;
    if (tail - head > 2 * live + 32) {
      let w = 0;
      for (let r = head; r < tail; r++) if (items[r] !== GONE) items[w++] = items[r]!;
      head = 0;
      tail = w;
    }
  }
}

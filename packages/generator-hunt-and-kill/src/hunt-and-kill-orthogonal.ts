import { type OrthogonalGrid, PAD_BORDER as BORDER, PAD_ROOT as ROOT, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { COUNT, PICK } from './bits.js';
import { MinHeap } from './min-heap.js';

/**
 * Hunt-and-kill hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carveHuntAndKillGraph}, so it carves the same maze, on a padded
 * copy where a neighbour is one byte read at a fixed step and `(byte - 1) >>> 31` is 1
 * exactly when that neighbour is free; lookup tables count the free directions and pick the
 * k-th. Padded indices keep the grid's cell order, so the hunt's "first" is the same cell.
 */
export function carveHuntAndKillOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const degree = grid.degree;
  const levels = degree === 6;
  const first = toPadded(grid, padded, 0);
  // Until grid cell 0 joins, the first unvisited cell may have no visited neighbour, so the
  // cells beside the maze wait in a min-heap, as on the generic path.
  let listed: Uint8Array | undefined;
  let beside: MinHeap | undefined;
  const list = (cell: number): void => {
    listed ??= new Uint8Array(m.length);
    beside ??= new MinHeap(size);
    for (let d = 0; d < degree; d++) {
      const n = cell + steps[d]!;
      if (m[n] === 0 && listed[n] === 0) {
        listed[n] = 1;
        beside.push(n);
      }
    }
  };

  let cell = toPadded(grid, padded, Math.floor(rng() * size));
  m[cell] = ROOT;
  let useHeap = cell !== first;
  if (useHeap) list(cell);
  let scan = first;
  for (let remaining = size - 1; remaining > 0; remaining--) {
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free !== 0) {
      const count = COUNT[free]!;
      const dir = PICK[free * 6 + (count === 1 ? 0 : Math.floor(rng() * count))]!;
      const next = cell + steps[dir]!;
      m[cell]! |= 1 << dir;
      m[next] = 1 << (dir ^ 1);
      cell = next;
    } else {
      if (useHeap) {
        do cell = beside!.pop();
        while (m[cell] !== 0);
      } else {
        while (m[scan] !== 0) scan++;
        cell = scan;
      }
      let seen = 0;
      for (let d = 0; d < degree; d++) {
        const b = m[cell + steps[d]!]!;
        if (b !== 0 && b !== BORDER) seen |= 1 << d;
      }
      const count = COUNT[seen]!;
      const dir = PICK[seen * 6 + (count === 1 ? 0 : Math.floor(rng() * count))]!;
      m[cell] = 1 << dir;
      m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
    }
    if (useHeap) {
      if (cell === first) useHeap = false;
      else list(cell);
    }
  }
  unpad(grid, padded);
}

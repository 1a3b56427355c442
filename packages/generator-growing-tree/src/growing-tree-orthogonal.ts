import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { ActiveList } from './active-list.js';
import { COUNT, PICK } from './bits.js';
import { ROOT, pad, toPadded, unpad } from './padded.js';

/**
 * The growing tree hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carveGrowingTreeGraph}, so it carves the same maze, on a padded
 * copy where a neighbour is one byte read at a fixed step and `(byte - 1) >>> 31` is 1
 * exactly when that neighbour is free; lookup tables count the free directions and pick the
 * k-th. The active list holds padded indices.
 */
export function carveGrowingTreeOrthogonal(grid: OrthogonalGrid, rng: Rng, policy: number, ratio: number): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = grid.degree === 6;
  const active = new ActiveList(grid.size, policy);

  const start = toPadded(grid, padded, Math.floor(rng() * grid.size));
  m[start] = ROOT;
  active.push(start);
  while (active.live > 0) {
    const i = active.pick(policy, ratio, rng);
    const cell = active.at(i);
    let free =
      ((m[cell + sN]! - 1) >>> 31) |
      (((m[cell + sS]! - 1) >>> 31) << 1) |
      (((m[cell + 1]! - 1) >>> 31) << 2) |
      (((m[cell - 1]! - 1) >>> 31) << 3);
    if (levels) free |= (((m[cell + sU]! - 1) >>> 31) << 4) | (((m[cell + sD]! - 1) >>> 31) << 5);
    if (free === 0) {
      active.retire(i);
      continue;
    }
    const count = COUNT[free]!;
    const dir = PICK[free * 6 + (count === 1 ? 0 : Math.floor(rng() * count))]!;
    const next = cell + steps[dir]!;
    m[cell]! |= 1 << dir;
    m[next] = 1 << (dir ^ 1);
    active.push(next);
  }
  unpad(grid, padded);
}

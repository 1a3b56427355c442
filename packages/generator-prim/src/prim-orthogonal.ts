import { drawInts, type OrthogonalGrid, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';
import { EdgeQueue } from './edge-queue.js';

/** Weights drawn at a time. */
const CHUNK = 4096;

/**
 * Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It makes the
 * same choices as {@link carvePrimGraph}, so it carves the same maze. It works on a padded
 * copy (a one-cell border) whose bytes are also the state: 0 is a cell outside the maze,
 * anything else a maze cell (every cell but the root gets a passage as it joins, and the
 * root is never queued) or the border; one byte array to miss in cache instead of two.
 * Edges wait as `padded cell × 8 + direction back`.
 *
 * Every possible passage is offered exactly once (when the first of its two cells joins), so
 * the weights are exactly one draw per passage after the root's: they are drawn in chunks
 * ({@link drawInts}, in bulk when the rng can), the last chunk only as long as the passages
 * left, and the rng ends where one call per weight would leave it.
 */
export function carvePrimOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = grid.degree === 6;
  const queue = new EdgeQueue(0.75 * grid.size);
  // The top 16 bits of the lightest weight queued so far for each outside cell. An edge to
  // the same cell in a strictly heavier bucket can never be popped while the cell is outside
  // (the lighter one would come first), so it is not queued; ties are queued and sorted out by
  // the queue. Two bytes a cell rather than four, so more of it stays in the cache.
  const best = new Uint16Array(m.length).fill(0xffff);
  const { width, height, levels: floors, plane } = grid;
  let undrawn = (width - 1) * height * floors + width * (height - 1) * floors + plane * (floors - 1);
  const keys = new Uint32Array(Math.min(CHUNK, undrawn));
  let k = keys.length;
  const offer = (n: number, back: number): void => {
    if (k === keys.length) {
      const count = Math.min(keys.length, undrawn);
      drawInts(rng, keys, 4294967296, 0, count);
      undrawn -= count;
      k = 0;
    }
    // floor(rng() * 2^32): the same 32 bits the generic path takes from each draw.
    const key = keys[k++]!;
    const top = key >>> 16;
    if (top <= best[n]!) {
      best[n] = top;
      queue.push(key, (n << 3) | back);
    }
  };
  let cell = toPadded(grid, padded, Math.floor(rng() * grid.size));
  for (;;) {
    // Unrolled in direction order (N, S, E, W, up, down), the order the generic path draws in.
    if (m[cell + sN] === 0) offer(cell + sN, 1);
    if (m[cell + sS] === 0) offer(cell + sS, 0);
    if (m[cell + 1] === 0) offer(cell + 1, 3);
    if (m[cell - 1] === 0) offer(cell - 1, 2);
    if (levels) {
      if (m[cell + sU] === 0) offer(cell + sU, 5);
      if (m[cell + sD] === 0) offer(cell + sD, 4);
    }
    const e = queue.pop(m, 0);
    if (e < 0) break;
    cell = e >> 3;
    const dir = e & 7;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
  unpad(grid, padded);
}

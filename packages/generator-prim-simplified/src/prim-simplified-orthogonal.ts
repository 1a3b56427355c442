import { type OrthogonalGrid, paddedIndex as toPadded, padGrid as pad, type Rng, unpadGrid as unpad } from '@mazekit/core';

/**
 * Simplified Prim's algorithm hand-written for an {@link OrthogonalGrid} with no tracer. It
 * makes the same choices as {@link carvePrimSimplifiedGraph}, so it carves the same maze. It
 * works on a padded copy (a one-cell border) whose bytes are also the state: 0 is a cell
 * outside the maze, anything else is a maze cell or the border. Every cell but the first
 * gets a passage as it joins, and the first is never the far end of a listed edge, so no
 * separate state array is needed: one byte read per neighbour instead of two arrays to
 * miss in cache. Edges are listed as `padded cell × 8 + direction back`.
 */
export function carvePrimSimplifiedOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const sN = steps[0]!;
  const sS = steps[1]!;
  const sU = steps[4]!;
  const sD = steps[5]!;
  const levels = grid.degree === 6;
  // Room for the unconditional writes past the last kept edge.
  const edges = new Int32Array(Math.ceil((grid.size * grid.degree) / 2) + 6);
  let count = 0;

  let cell = toPadded(grid, padded, Math.floor(rng() * grid.size));
  for (;;) {
    // Unrolled in direction order (N, S, E, W, up, down), the order the generic path lists
    // them. Each edge is written unconditionally and kept by advancing `count` only when its
    // cell is outside the maze: `(byte - 1) >>> 31` is 1 exactly for a zero byte. No branch
    // to mispredict on the maze's random shape.
    edges[count] = ((cell + sN) << 3) | 1;
    count += (m[cell + sN]! - 1) >>> 31;
    edges[count] = (cell + sS) << 3;
    count += (m[cell + sS]! - 1) >>> 31;
    edges[count] = ((cell + 1) << 3) | 3;
    count += (m[cell + 1]! - 1) >>> 31;
    edges[count] = ((cell - 1) << 3) | 2;
    count += (m[cell - 1]! - 1) >>> 31;
    if (levels) {
      edges[count] = ((cell + sU) << 3) | 5;
      count += (m[cell + sU]! - 1) >>> 31;
      edges[count] = ((cell + sD) << 3) | 4;
      count += (m[cell + sD]! - 1) >>> 31;
    }
    let e: number;
    do {
      if (count === 0) {
        unpad(grid, padded);
        return;
      }
      const i = Math.floor(rng() * count);
      e = edges[i]!;
      edges[i] = edges[--count]!;
    } while (m[e >> 3] !== 0);
    cell = e >> 3;
    const dir = e & 7;
    m[cell]! |= 1 << dir;
    m[cell + steps[dir]!]! |= 1 << (dir ^ 1);
  }
}

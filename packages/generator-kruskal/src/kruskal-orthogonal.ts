import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { shuffledOrthogonalEdges } from './shuffled-edges.js';

/** How many edges ahead the loop touches. */
const AHEAD = 16;
/** Where the touched values go, so that the reads cannot be optimised away. */
export let sink = 0;

/**
 * Kruskal's algorithm hand-written for an {@link OrthogonalGrid} with no tracer: the same
 * draws as {@link carveKruskal}, so the same order and the same maze, without the tracer
 * checks, the `grid.neighbor` fallback or a division per edge. Needs `grid.size < 2^28`.
 *
 * Its union-find is the generic path's, on one flat Int32Array: a root holds minus its set's
 * size, every other cell its parent; union by size, path halving. Which edges join two sets
 * depends only on the order, not on the union-find, so the maze is the one the generic path
 * carves. (Rem's algorithm with splicing, which this loop ran before, reads fewer parents but
 * measured about 10 % slower at 1000 × 1000: its climbs branch on every step.)
 */
export function carveKruskalOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const cells = grid.cells;
  const order = shuffledOrthogonalEdges(grid, rng);
  const parent = new Int32Array(size).fill(-1);
  const steps = Int32Array.of(0, grid.width, 1, 0, grid.plane);
  const last = order.length - 1;
  let left = size - 1;
  let touch = 0;
  for (let i = 0; i <= last; i++) {
    const e = order[i]!;
    // Reads the parents of an edge a few steps ahead and throws the value away: the cache
    // misses of the coming edges then overlap with this one's instead of following it.
    const next = order[Math.min(i + AHEAD, last)]!;
    const ahead = next >> 3;
    touch ^= parent[ahead]! ^ parent[ahead + steps[next & 7]!]!;
    const a = e >> 3;
    const d = e & 7;
    const b = a + steps[d]!;
    let ra = a;
    for (let up = parent[ra]!; up >= 0; up = parent[ra]!) {
      const grand = parent[up]!;
      if (grand < 0) {
        ra = up;
        break;
      }
      parent[ra] = grand;
      ra = grand;
    }
    let rb = b;
    for (let up = parent[rb]!; up >= 0; up = parent[rb]!) {
      const grand = parent[up]!;
      if (grand < 0) {
        rb = up;
        break;
      }
      parent[rb] = grand;
      rb = grand;
    }
    if (ra === rb) continue;
    const sa = parent[ra]!;
    const sb = parent[rb]!;
    // Sizes are stored negated: the larger set has the smaller root value.
    if (sa <= sb) {
      parent[ra] = sa + sb;
      parent[rb] = ra;
    } else {
      parent[rb] = sa + sb;
      parent[ra] = rb;
    }
    cells[a]! |= 1 << d;
    cells[b]! |= 1 << (d ^ 1);
    if (--left === 0) break;
  }
  sink = touch;
}

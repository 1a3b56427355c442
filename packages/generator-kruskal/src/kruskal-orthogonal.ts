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
 * Its union-find is Rem's algorithm with splicing rather than the generic path's union by
 * size: every cell's parent has an index at least its own (a root is its own parent), and the
 * two cells of an edge climb together, always the one whose parent is lower, re-pointing each
 * cell they leave to the other side's higher parent as they go. They stop as soon as they
 * meet, often below the roots, or when the lower side reaches its root, which is then linked.
 * Which edges join two sets does not depend on the union-find, only on the order, so the maze
 * is the one the generic path carves; this one reads fewer parents and takes fewer branches
 * the processor cannot predict, which are what the time goes to.
 */
export function carveKruskalOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const size = grid.size;
  const cells = grid.cells;
  const order = shuffledOrthogonalEdges(grid, rng);
  const parent = new Int32Array(size);
  for (let c = 0; c < size; c++) parent[c] = c;
  const steps = Int32Array.of(0, grid.width, 1, 0, grid.plane);
  const last = order.length - 1;
  let left = size - 1;
  let touch = 0;
  for (let i = 0; i <= last; i++) {
    const e = order[i]!;
    // Reads the cells of an edge a few steps ahead and throws the value away: the cache
    // misses of the coming edges then overlap with this one's instead of following it.
    const next = order[Math.min(i + AHEAD, last)]!;
    const ahead = next >> 3;
    const beyond = ahead + steps[next & 7]!;
    touch ^= parent[ahead]! ^ parent[beyond]! ^ cells[ahead]! ^ cells[beyond]!;
    const a = e >> 3;
    const d = e & 7;
    const b = a + steps[d]!;
    let x = a;
    let y = b;
    let px = parent[x]!;
    let py = parent[y]!;
    while (px !== py) {
      if (px < py) {
        parent[x] = py;
        if (x === px) break;
        x = px;
        px = parent[x]!;
      } else {
        parent[y] = px;
        if (y === py) break;
        y = py;
        py = parent[y]!;
      }
    }
    // Met: the two cells were already connected. Otherwise a root was linked just now.
    if (px === py) continue;
    cells[a]! |= 1 << d;
    cells[b]! |= 1 << (d ^ 1);
    if (--left === 0) break;
  }
  sink = touch;
}

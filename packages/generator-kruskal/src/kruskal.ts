import { type Grid, type Rng, type Tracer, isOrthogonal } from '@mazekit/core';
import { listEdges } from './edges.js';
import { carveKruskalOrthogonal } from './kruskal-orthogonal.js';
import { shuffle } from './shuffle.js';

/**
 * Carves a perfect maze into `grid` with randomized Kruskal's algorithm: take the grid's
 * edges in random order and open each one whose two cells are not yet connected. Sets of
 * connected cells live in a union-find in one Int32Array: a root holds minus its set's size,
 * other cells their parent; union by size, path halving.
 *
 * The random order comes from {@link shuffle}, one rng call per edge, all drawn before
 * carving starts; carving stops as soon as the last sets merge. On an
 * `OrthogonalGrid` the edge list and the far end of each edge come from index arithmetic
 * instead of `grid.neighbor`, and without a tracer a hand-written loop
 * ({@link carveKruskalOrthogonal}) runs; the random draws and so the maze are the same.
 *
 * Tracer: `head` for each edge considered (including the ones refused), `visit` when a
 * cell gets its first passage, `carve` for each passage.
 */
export function carveKruskal(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  if (size < 2) return;
  if (tracer === undefined && isOrthogonal(grid) && size < 2 ** 28) {
    carveKruskalOrthogonal(grid, rng);
    return;
  }
  const degree = grid.degree;
  const cells = grid.cells;
  const order = shuffle(listEdges(grid), rng);
  const parent = new Int32Array(size).fill(-1);
  const steps = isOrthogonal(grid) ? Int32Array.of(-grid.width, grid.width, 1, -1, grid.plane, -grid.plane) : undefined;
  let joins = 0;
  for (let i = 0; i < order.length && joins < size - 1; i++) {
    const e = order[i]!;
    const a = (e / degree) | 0;
    const d = e - a * degree;
    const b = steps ? a + steps[d]! : grid.neighbor(a, d);
    if (tracer) tracer.head?.(a);
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
    // Sizes are stored negated: the larger set has the smaller root value.
    if (parent[ra]! <= parent[rb]!) {
      parent[ra]! += parent[rb]!;
      parent[rb] = ra;
    } else {
      parent[rb]! += parent[ra]!;
      parent[ra] = rb;
    }
    joins++;
    if (tracer) {
      if (cells[a] === 0) tracer.visit?.(a);
      if (cells[b] === 0) tracer.visit?.(b);
    }
    if (steps) {
      cells[a]! |= 1 << d;
      cells[b]! |= 1 << (d ^ 1);
    } else grid.link(a, d);
    tracer?.carve?.(a, b);
  }
}

import { type Grid, type Rng, type Tracer, isOrthogonal } from '@mazekit/core';
import { listEdges } from './edges.js';

/**
 * Carves a perfect maze into `grid` with randomized Kruskal's algorithm: take the grid's
 * edges in random order and open each one whose two cells are not yet connected. Sets of
 * connected cells live in a union-find (path halving, union by rank) in typed arrays.
 *
 * The shuffle is drawn lazily, one edge at a time, so carving stops as soon as the last
 * set has merged. Tracer: `visit` when a cell gets its first passage, `carve` for each
 * passage, `head` for each edge considered (including the ones refused).
 */
export function carveKruskal(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  if (size < 2) return;
  const degree = grid.degree;
  const cells = grid.cells;
  const edges = listEdges(grid);
  const parent = new Int32Array(size);
  for (let c = 0; c < size; c++) parent[c] = c;
  const rank = new Uint8Array(size);
  const steps = isOrthogonal(grid) ? [-grid.width, grid.width, 1, -1, grid.plane, -grid.plane] : undefined;
  const m = edges.length;
  let joins = 0;
  for (let i = 0; i < m && joins < size - 1; i++) {
    // One step of a Fisher-Yates shuffle: edges[i] becomes a uniform pick of the rest.
    const j = i + Math.floor(rng() * (m - i));
    const e = edges[j]!;
    edges[j] = edges[i]!;
    edges[i] = e;
    const a = (e / degree) | 0;
    const d = e - a * degree;
    const b = steps ? a + steps[d]! : grid.neighbor(a, d);
    if (tracer) tracer.head?.(a);
    let ra = a;
    while (parent[ra] !== ra) {
      const up = parent[parent[ra]!]!;
      parent[ra] = up;
      ra = up;
    }
    let rb = b;
    while (parent[rb] !== rb) {
      const up = parent[parent[rb]!]!;
      parent[rb] = up;
      rb = up;
    }
    if (ra === rb) continue;
    if (rank[ra]! < rank[rb]!) parent[ra] = rb;
    else if (rank[ra]! > rank[rb]!) parent[rb] = ra;
    else {
      parent[rb] = ra;
      rank[ra]!++;
    }
    joins++;
    if (tracer) {
      if (cells[a] === 0) tracer.visit?.(a);
      if (cells[b] === 0) tracer.visit?.(b);
    }
    grid.link(a, d);
    tracer?.carve?.(a, b);
  }
}

import type { Grid } from '@mazekit/core';

/** The passages of a grid as one key per open passage (its lower cell and direction). */
function passages(grid: Grid): Set<number> {
  const out = new Set<number>();
  for (let c = 0; c < grid.size; c++) {
    for (let d = 0; d < grid.degree; d++) {
      if (grid.isOpen(c, d) && grid.neighbor(c, d) > c) out.add(c * grid.degree + d);
    }
  }
  return out;
}

/**
 * The share of `a`'s passages that `b` does not have: 0 for the same maze, about 0.46 for
 * two independent uniform spanning trees of a 20 × 20 board.
 */
export function passageDifference(a: Grid, b: Grid): number {
  const pa = passages(a);
  const pb = passages(b);
  if (pa.size === 0) return pb.size === 0 ? 0 : 1;
  let differ = 0;
  for (const p of pa) if (!pb.has(p)) differ++;
  return differ / pa.size;
}

import type { Grid, Rng } from '@mazekit/core';

/**
 * A randomized depth-first search through the Grid interface only: enough to fill test grids
 * with perfect mazes. (The generator packages test themselves on hex grids through the testkit,
 * which depends on this package, so this package's tests cannot depend on them.)
 */
export function carve<G extends Grid>(grid: G, rng: Rng): G {
  const seen = new Uint8Array(grid.size);
  const stack = [0];
  seen[0] = 1;
  const open: number[] = [];
  while (stack.length) {
    const c = stack[stack.length - 1]!;
    open.length = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) open.push(d);
    }
    if (!open.length) {
      stack.pop();
      continue;
    }
    const d = open[Math.floor(rng() * open.length)]!;
    const n = grid.neighbor(c, d);
    seen[n] = 1;
    grid.link(c, d);
    stack.push(n);
  }
  return grid;
}

import type { Grid, Rng } from '@mazekit/core';

/**
 * Two carvers through the plain Grid interface only, enough to fill test grids with perfect
 * mazes, so that the grid's own tests rest on no generator. (The generators are run on this
 * shape by test/conformance.test.ts, every one the package lists, and by the bench package's
 * tests.)
 */

/** A randomized depth-first search from cell 0, its stack in an Int32Array. */
export function carveDfs<G extends Grid>(grid: G, rng: Rng): G {
  const seen = new Uint8Array(grid.size);
  const stack = new Int32Array(grid.size);
  const open = new Int32Array(grid.degree);
  let top = 0;
  stack[top++] = 0;
  seen[0] = 1;
  while (top > 0) {
    const c = stack[top - 1]!;
    let k = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) open[k++] = d;
    }
    if (k === 0) {
      top--;
      continue;
    }
    const d = open[Math.floor(rng() * k)]!;
    const n = grid.neighbor(c, d);
    seen[n] = 1;
    grid.link(c, d);
    stack[top++] = n;
  }
  return grid;
}

/**
 * Aldous-Broder: a random walk drawing any direction and drawing again off the grid, as the
 * random-walk generators do, opening the way into each cell it enters for the first time.
 */
export function carveWalk<G extends Grid>(grid: G, rng: Rng): G {
  const seen = new Uint8Array(grid.size);
  let cell = Math.floor(rng() * grid.size);
  seen[cell] = 1;
  let left = grid.size - 1;
  while (left > 0) {
    const d = Math.floor(rng() * grid.degree);
    const n = grid.neighbor(cell, d);
    if (n < 0) continue;
    if (!seen[n]) {
      grid.link(cell, d);
      seen[n] = 1;
      left--;
    }
    cell = n;
  }
  return grid;
}

import { type Grid, type Rng, type SolveResult, type SolveTracer, WalkRoute } from '@mazekit/core';

/**
 * The random mouse: it follows the passage it is in, and at every junction picks one of the
 * ways on at random (never straight back unless it is in a dead end), drawing one number from
 * `rng` at each junction with a choice to make and none anywhere else. It has no memory, so it
 * may walk a part of the maze many times: after `limit` moves without the goal it gives up.
 *
 * The route is its walk with the detours and loops taken out.
 */
export function randomMouse(grid: Grid, start: number, goal: number, rng: Rng, limit: number, tracer?: SolveTracer): SolveResult {
  const degree = grid.degree;
  const cells = grid.cells;
  const seen = new Uint8Array(grid.size);
  const ways = new Int32Array(degree);
  seen[start] = 1;
  let visited = 1;
  let steps = 0;
  let backtracks = 0;
  tracer?.visit?.(start);
  tracer?.head?.(start);
  const route = new WalkRoute(grid.size, start);
  let cell = start;
  let back = -1;
  while (cell !== goal && steps < limit) {
    const bits = cells[cell]!;
    let n = 0;
    for (let d = 0; d < degree; d++) if (bits & (1 << d) && d !== back) ways[n++] = d;
    let dir: number;
    if (n === 0) {
      if (back < 0) break; // a start with no passage at all
      dir = back;
      backtracks++;
    } else {
      dir = n === 1 ? ways[0]! : ways[Math.floor(rng() * n)]!;
    }
    cell = grid.neighbor(cell, dir);
    back = grid.opposite(dir);
    steps++;
    if (!seen[cell]) {
      seen[cell] = 1;
      visited++;
      tracer?.visit?.(cell);
    }
    tracer?.head?.(cell);
    route.step(cell);
  }
  if (cell !== goal) return { route: null, effort: { visited, steps, backtracks, gaveUp: true } };
  const path = route.toArray();
  tracer?.route?.(path);
  return { route: path, effort: { visited, steps, backtracks, gaveUp: false } };
}

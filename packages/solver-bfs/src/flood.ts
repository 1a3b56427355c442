import type { Grid, SolveResult, SolveTracer } from '@mazekit/core';

/**
 * Breadth-first flood from `start`: cells are reached ring by ring (distance 1, then 2, ...)
 * until the goal is reached, then the route is walked back from the goal along decreasing
 * distance, taking the lowest direction number at each step (as core's `shortestPath`
 * does, so the two give the same route). One Int32Array of distances and one queue.
 *
 * Effort: `visited` counts the cells reached, `steps` the cells taken from the queue.
 */
export function floodSolve(grid: Grid, start: number, goal: number, tracer?: SolveTracer): SolveResult {
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  const dist = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  tracer?.visit?.(start);
  let found = start === goal;
  while (!found && head < tail) {
    const c = queue[head++]!;
    tracer?.head?.(c);
    const bits = cells[c]!;
    const next = dist[c]! + 1;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0 || dist[n] !== -1) continue;
      dist[n] = next;
      queue[tail++] = n;
      tracer?.visit?.(n);
      if (n === goal) {
        found = true;
        break;
      }
    }
  }
  const effort = { visited: tail, steps: head, backtracks: 0, gaveUp: false };
  if (!found) return { route: null, effort };
  const route = new Array<number>(dist[goal]! + 1);
  let c = goal;
  for (let i = dist[goal]!; i > 0; i--) {
    route[i] = c;
    const bits = cells[c]!;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n >= 0 && dist[n] === i - 1) {
        c = n;
        break;
      }
    }
  }
  route[0] = start;
  tracer?.route?.(route);
  return { route, effort };
}

import type { Grid, SolveResult, SolveTracer } from '@mazekit/core';

/**
 * Dead-end filling: every dead end (a cell with one open passage, other than the start and
 * the goal) is filled in, and filling it may make the cell before it a dead end in turn, until
 * none is left. On a perfect maze what is left is exactly the route; on a maze with loops it
 * is the routes and the loops, and a depth-first walk through what is left (lowest direction
 * first) finds a way from start to goal. A person can do the filling on paper without ever
 * walking the maze.
 *
 * Effort: `steps` counts the cells filled plus the walk's moves; `visited` the cells filled
 * plus those the walk reached (the tracer gets `visit` then `fill` for each filled cell);
 * `backtracks` the walk's steps back out of loops.
 */
export function fillDeadEnds(grid: Grid, start: number, goal: number, tracer?: SolveTracer): SolveResult {
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  const open = new Uint8Array(size);
  const filled = new Uint8Array(size);
  const queue = new Int32Array(size);
  let tail = 0;
  for (let c = 0; c < size; c++) {
    let v = cells[c]!;
    let n = 0;
    for (; v; v &= v - 1) n++;
    open[c] = n;
    if (n === 1 && c !== start && c !== goal) queue[tail++] = c;
  }
  let head = 0;
  while (head < tail) {
    const c = queue[head++]!;
    filled[c] = 1;
    tracer?.visit?.(c);
    tracer?.fill?.(c);
    const bits = cells[c]!;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0 || filled[n]) continue;
      if (--open[n]! === 1 && n !== start && n !== goal) queue[tail++] = n;
    }
  }
  const fills = tail;
  // The walk: a depth-first search through the cells left, one Int32Array stack.
  const seen = filled; // a filled cell and a walked one are both closed to the walk
  const stack = new Int32Array(size);
  const nextDir = new Uint8Array(size);
  let top = 0;
  stack[top++] = start;
  seen[start] = 2;
  let reached = 1;
  let moves = 0;
  let backtracks = 0;
  tracer?.visit?.(start);
  tracer?.head?.(start);
  while (top > 0) {
    const c = stack[top - 1]!;
    if (c === goal) break;
    const bits = cells[c]!;
    let d = nextDir[c]!;
    let to = -1;
    for (; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) {
        to = n;
        break;
      }
    }
    nextDir[c] = d + 1;
    if (to < 0) {
      top--;
      if (top > 0) {
        moves++;
        backtracks++;
        tracer?.head?.(stack[top - 1]!);
      }
      continue;
    }
    seen[to] = 2;
    reached++;
    moves++;
    stack[top++] = to;
    tracer?.visit?.(to);
    tracer?.head?.(to);
  }
  const effort = { visited: fills + reached, steps: fills + moves, backtracks, gaveUp: false };
  if (top === 0) return { route: null, effort };
  const route = Array.from(stack.subarray(0, top));
  tracer?.route?.(route);
  return { route, effort };
}

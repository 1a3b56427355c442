import type { Grid } from '@mazekit/core';

/** A point on the map (cell units); only directions between points matter. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The level of `cell`: grids number their floors' cells one floor after another. */
export function levelOf(grid: Grid, cell: number): number {
  return Math.floor(cell / (grid.size / grid.levels));
}

/**
 * The open neighbour of `cell` on its own floor that lies most nearly in screen direction
 * `toward` (within 60°, or within `acos(minCos)`), or -1. Uses only the Grid contract (`neighbor`, `isOpen`) and the
 * cells' centres on screen, so it works for any cell shape: square, hexagonal, triangular,
 * polar.
 */
export function stepToward(grid: Grid, cell: number, toward: Point, centre: (cell: number) => Point, minCos = 0.5): number {
  const length = Math.hypot(toward.x, toward.y);
  if (length === 0) return -1;
  const from = centre(cell);
  const level = levelOf(grid, cell);
  let best = -1;
  let bestCos = minCos;
  for (let d = 0; d < grid.degree; d++) {
    const n = grid.neighbor(cell, d);
    if (n < 0 || !grid.isOpen(cell, d) || levelOf(grid, n) !== level) continue;
    const to = centre(n);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const cos = (dx * toward.x + dy * toward.y) / (Math.hypot(dx, dy) * length);
    if (cos > bestCos) {
      bestCos = cos;
      best = n;
    }
  }
  return best;
}

/** The cell up (`+1`) or down (`-1`) an open stair from `cell`, or -1. */
export function stairFrom(grid: Grid, cell: number, way: 1 | -1): number {
  const target = levelOf(grid, cell) + way;
  for (let d = 0; d < grid.degree; d++) {
    const n = grid.neighbor(cell, d);
    if (n >= 0 && grid.isOpen(cell, d) && levelOf(grid, n) === target) return n;
  }
  return -1;
}

/** Number of open passages out of `cell`. */
function exits(grid: Grid, cell: number): number {
  let n = 0;
  for (let d = 0; d < grid.degree; d++) if (grid.isOpen(cell, d)) n++;
  return n;
}

/**
 * A run: one step toward `toward`, then on along the corridor (through its bends) until a
 * junction, a dead end, a stair or `stop`. Returns the cells stepped on, in order (empty
 * when the first step is blocked). This is what a swipe (or Shift + arrow) does.
 */
export function runToward(grid: Grid, cell: number, toward: Point, centre: (cell: number) => Point, stop: number, limit = grid.size, minCos = 0.5): number[] {
  const first = stepToward(grid, cell, toward, centre, minCos);
  if (first < 0) return [];
  const path = [first];
  let previous = cell;
  let at = first;
  while (at !== stop && path.length < limit && exits(grid, at) === 2) {
    let next = -1;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(at, d);
      if (n >= 0 && n !== previous && grid.isOpen(at, d)) next = n;
    }
    if (next < 0 || levelOf(grid, next) !== levelOf(grid, at)) break;
    previous = at;
    at = next;
    path.push(at);
  }
  return path;
}

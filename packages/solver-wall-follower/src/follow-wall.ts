import { type Grid, type SideOrder, type SolveResult, type SolveTracer, WalkRoute } from '@mazekit/core';

/** Which hand stays on the wall. */
export type Hand = 'left' | 'right';

/**
 * Walks from `start` with one hand on the wall until it reaches `goal`: at each cell it
 * leaves by the first open side turning towards that hand from the way it came in (right
 * hand: right, straight, left, back). The sides' order comes from `sides`, so the walk is
 * the same rule on every shape. It starts as if it had come in through the cell's first
 * side.
 *
 * Every move is a passage taken in one direction (a dart), and the rule maps each dart to
 * the next one and back again, so the walk runs round one cycle of darts: on a perfect maze
 * that cycle is every passage both ways (the walker sees every cell); on a maze with loops it
 * may circle an island. Either way it comes back to its first dart after at most one step
 * per open dart, and that is where it gives up.
 */
export function followWall(grid: Grid, start: number, goal: number, sides: SideOrder, hand: Hand, tracer?: SolveTracer): SolveResult {
  const cells = grid.cells;
  const seen = new Uint8Array(grid.size);
  seen[start] = 1;
  let visited = 1;
  tracer?.visit?.(start);
  tracer?.head?.(start);
  if (start === goal) {
    tracer?.route?.([start]);
    return { route: [start], effort: { visited, steps: 0, backtracks: 0, gaveUp: false } };
  }
  const right = hand === 'right';
  const degree = grid.degree;
  const route = new WalkRoute(grid.size, start);
  let cell = start;
  let back = sides.first(start);
  let dir = back < 0 ? -1 : turn(cells[cell]!, cell, back, sides, right, degree);
  const firstDir = dir;
  let steps = 0;
  let backtracks = 0;
  let found = false;
  while (dir >= 0) {
    if (steps > 0 && dir === back) backtracks++;
    cell = grid.neighbor(cell, dir);
    steps++;
    route.step(cell);
    if (!seen[cell]) {
      seen[cell] = 1;
      visited++;
      tracer?.visit?.(cell);
    }
    tracer?.head?.(cell);
    if (cell === goal) {
      found = true;
      break;
    }
    back = grid.opposite(dir);
    dir = turn(cells[cell]!, cell, back, sides, right, degree);
    if (cell === start && dir === firstDir) break;
  }
  if (!found) return { route: null, effort: { visited, steps, backtracks, gaveUp: true } };
  const path = route.toArray();
  tracer?.route?.(path);
  return { route: path, effort: { visited, steps, backtracks, gaveUp: false } };
}

/**
 * The first open side after `back` turning towards the hand (anticlockwise for the right
 * hand, as drawn with y down), `back` itself last; -1 when the cell has no open side. At most
 * one look per side, so a cell whose `back` is no side of it (never, on a real shape) still ends.
 */
function turn(bits: number, cell: number, back: number, sides: SideOrder, right: boolean, degree: number): number {
  let d = back;
  for (let k = 0; k < degree; k++) {
    d = right ? sides.anticlockwise(cell, d) : sides.clockwise(cell, d);
    if (d < 0) return -1;
    if (bits & (1 << d)) return d;
    if (d === back) return -1;
  }
  return -1;
}

import { type Grid, type SideOrder, type SolveResult, type SolveTracer, WalkRoute, geometryOf } from '@mazekit/core';

/** Which hand goes on the wall when the way ahead is blocked. */
export type Hand = 'left' | 'right';

const TAU = 2 * Math.PI;
/** Turn sums closer to 0 than this count as 0: a sum is a sum of side angles' differences, exact up to rounding. */
const ZERO = 1e-6;

/**
 * The Pledge algorithm. The walker picks a heading (from the start towards the goal, as the
 * crow flies) and goes that way, each cell leaving by the side that faces it most nearly. When
 * that side is a wall it puts a hand on the wall and follows it, adding up every turn it makes
 * (the sides' angles come from the shape's geometry, so a turn on a hex grid is 60° and on a
 * polar grid whatever the sides say), and lets go when the turns add up to nothing again. That
 * is how it escapes the islands a plain wall follower circles; it is sure to reach the outer
 * wall, not a goal inside the maze.
 *
 * It never hangs. A heading walk that comes back to a cell it left heading has begun to repeat.
 * Following a wall is one cycle of moves, so each time the walk is back on the first move of a
 * wall it knows how much the lap turned; if the turns can no longer come back to nothing (every
 * later lap only moves further away) it gives up.
 */
export function pledge(grid: Grid, start: number, goal: number, sides: SideOrder, hand: Hand, tracer?: SolveTracer): SolveResult {
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  const seen = new Uint8Array(size);
  const headed = new Uint8Array(size);
  seen[start] = 1;
  let visited = 1;
  tracer?.visit?.(start);
  tracer?.head?.(start);
  if (start === goal) {
    tracer?.route?.([start]);
    return { route: [start], effort: { visited, steps: 0, backtracks: 0, gaveUp: false } };
  }
  const geometry = geometryOf(grid);
  const a = geometry.center(start);
  const b = geometry.center(goal);
  const heading = a.x === b.x && a.y === b.y ? 0 : Math.atan2(b.y - a.y, b.x - a.x);
  const right = hand === 'right';
  const route = new WalkRoute(size, start);
  let cell = start;
  let steps = 0;
  let backtracks = 0;
  let gaveUp = false;
  let dir = -1; // the last move's direction
  let turned = 0; // the sum of turns since the hand went on the wall
  let following = false;
  let lastAngle = 0; // which way the last move faced, leaving its cell
  // The lap being watched: its first move, the sum just after it, and the widest sum since.
  let firstCell = -1;
  let firstDir = -1;
  let firstSum = 0;
  let widest = 0;
  let laps = 0;
  for (;;) {
    let next: number;
    if (!following) {
      if (headed[cell]) {
        gaveUp = true;
        break;
      }
      headed[cell] = 1;
      const ahead = facing(grid, cell, heading, sides);
      if (ahead >= 0 && cells[cell]! & (1 << ahead)) {
        next = ahead;
      } else {
        // The hand goes on the wall ahead: the first open side turning away from the hand.
        const from = ahead < 0 ? sides.first(cell) : ahead;
        next = turn(cells[cell]!, cell, right ? sides.clockwise(cell, from) : sides.anticlockwise(cell, from), sides, right, degree);
        if (next < 0) {
          gaveUp = true; // a start with no open side
          break;
        }
        following = true;
        turned = bend(sides.angle(cell, from), sides.angle(cell, next), right);
        firstCell = cell;
        firstDir = next;
        firstSum = turned;
        widest = Math.abs(turned);
        laps = 0;
      }
    } else {
      next = turn(cells[cell]!, cell, grid.opposite(dir), sides, right, degree);
      turned += bend(lastAngle, sides.angle(cell, next), right);
      if (cell === firstCell && next === firstDir) {
        laps++;
        const drift = turned - firstSum;
        // Each later lap turns by the same amount again: once the drift has carried every sum
        // of the first lap past nothing, no later sum can be nothing.
        if (Math.abs(drift) < ZERO || laps * Math.abs(drift) > widest + ZERO) {
          gaveUp = true;
          break;
        }
      } else if (laps === 0 && Math.abs(turned) > widest) {
        widest = Math.abs(turned);
      }
    }
    if (dir >= 0 && next === grid.opposite(dir)) backtracks++;
    lastAngle = sides.angle(cell, next);
    cell = grid.neighbor(cell, next);
    dir = next;
    steps++;
    route.step(cell);
    if (!seen[cell]) {
      seen[cell] = 1;
      visited++;
      tracer?.visit?.(cell);
    }
    tracer?.head?.(cell);
    if (cell === goal) break;
    if (following && Math.abs(turned) < ZERO) following = false;
  }
  if (gaveUp) return { route: null, effort: { visited, steps, backtracks, gaveUp } };
  const path = route.toArray();
  tracer?.route?.(path);
  return { route: path, effort: { visited, steps, backtracks, gaveUp } };
}

/** The flat side of `cell` facing most nearly `heading` (the lowest direction among equals), or -1. */
function facing(grid: Grid, cell: number, heading: number, sides: SideOrder): number {
  let best = -1;
  let bestGap = Infinity;
  for (let d = 0; d < grid.degree; d++) {
    const angle = sides.angle(cell, d);
    if (Number.isNaN(angle)) continue;
    let gap = Math.abs(angle - heading) % TAU;
    if (gap > Math.PI) gap = TAU - gap;
    if (gap < bestGap - 1e-12) {
      bestGap = gap;
      best = d;
    }
  }
  return best;
}

/**
 * The turn from facing `from` to facing `to`, in (-π, π): positive clockwise. Turning right
 * round, the right hand's walker turns away from its hand, anticlockwise: -π; the left's +π.
 */
function bend(from: number, to: number, right: boolean): number {
  let t = (to - from) % TAU;
  if (t > Math.PI) t -= TAU;
  else if (t < -Math.PI) t += TAU;
  if (Math.abs(Math.abs(t) - Math.PI) < 1e-9) return right ? -Math.PI : Math.PI;
  return t;
}

/** The wall follower's rule: the first open side after `back` turning towards the hand, `back` last; -1 for none. */
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

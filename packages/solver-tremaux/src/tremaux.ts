import { type Grid, type SolveResult, type SolveTracer, WalkRoute } from '@mazekit/core';

/**
 * Trémaux's algorithm: the walker marks each passage every time it walks it and never walks
 * one a third time. Arriving at a cell it has not seen, it takes an unmarked passage (the
 * lowest direction); arriving at a seen cell through a new passage, it turns straight back;
 * otherwise it takes an unmarked passage if there is one, else the passage marked once (the
 * way it first came in). It is a depth-first search a person can do with chalk, so it finds
 * the goal in every maze, loops and all, walking each passage at most twice; back at the start
 * with every passage there marked twice, it has proved there is no route.
 *
 * The marks are one byte per passage end (both ends kept equal), so it never looks one up
 * across the grid. The route is the passages marked once: its walk with the detours taken out.
 */
export function tremaux(grid: Grid, start: number, goal: number, tracer?: SolveTracer): SolveResult {
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  const marks = new Uint8Array(size * degree);
  const seen = new Uint8Array(size);
  seen[start] = 1;
  let visited = 1;
  let steps = 0;
  let backtracks = 0;
  tracer?.visit?.(start);
  tracer?.head?.(start);
  const route = new WalkRoute(size, start);
  let cell = start;
  let back = -1; // the passage it came in by, -1 at the start
  let fresh = true; // the cell was new when it arrived
  while (cell !== goal) {
    const bits = cells[cell]!;
    const base = cell * degree;
    let next = -1;
    if (!fresh && back >= 0 && marks[base + back] === 1) {
      // A seen cell reached by a new passage: go straight back (the passage gets its second mark).
      next = back;
    } else {
      let once = -1;
      for (let d = 0; d < degree; d++) {
        if (!(bits & (1 << d))) continue;
        const m = marks[base + d]!;
        if (m === 0) {
          next = d;
          break;
        }
        if (m === 1 && once < 0) once = d;
      }
      if (next < 0) next = once;
    }
    if (next < 0) break; // every passage here is marked twice: only at the start, and then there is no route
    if (next === back) backtracks++;
    const to = grid.neighbor(cell, next);
    const opposite = grid.opposite(next);
    marks[base + next]!++;
    marks[to * degree + opposite]!++;
    if (tracer?.mark) {
      tracer.mark(cell, cellMarks(marks, base, bits, degree));
      tracer.mark(to, cellMarks(marks, to * degree, cells[to]!, degree));
    }
    steps++;
    cell = to;
    back = opposite;
    fresh = !seen[cell];
    if (fresh) {
      seen[cell] = 1;
      visited++;
      tracer?.visit?.(cell);
    }
    tracer?.head?.(cell);
    route.step(cell);
  }
  if (cell !== goal) return { route: null, effort: { visited, steps, backtracks, gaveUp: false } };
  const path = route.toArray();
  tracer?.route?.(path);
  return { route: path, effort: { visited, steps, backtracks, gaveUp: false } };
}

/** A cell's marks for the view: the fewest on any marked passage of it (1 on the route, 2 on a dead branch). */
function cellMarks(marks: Uint8Array, base: number, bits: number, degree: number): number {
  let least = 0;
  for (let d = 0; d < degree; d++) {
    if (!(bits & (1 << d))) continue;
    const m = marks[base + d]!;
    if (m > 0 && (least === 0 || m < least)) least = m;
  }
  return least;
}

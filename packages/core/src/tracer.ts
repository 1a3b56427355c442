/**
 * What a generator tells a step-by-step view. Every method is optional and a generator
 * given no tracer skips all of them: running to the end costs nothing for an animation
 * nobody asked for. Cells are cell indices of the grid being carved.
 *
 * Generators call only the events that mean something for them:
 * - `visit`: a cell became part of the maze;
 * - `carve` / `wall`: a passage was opened / closed (recursive division adds walls);
 * - `head`: the walker (or the current cell) is now here;
 * - `backtrack`: a depth-first search stepped back to this cell;
 * - `extend`: a tentative path (Wilson's loop-erased walk) grew to this cell;
 * - `erase`: a loop was erased: these cells left the tentative path;
 * - `join`: the tentative path joined the maze (its cells, in order);
 * - `frontier`: a cell became a candidate to be added next (Prim's, growing tree).
 */
export interface Tracer {
  visit?(cell: number): void;
  carve?(from: number, to: number): void;
  wall?(from: number, to: number): void;
  head?(cell: number): void;
  backtrack?(cell: number): void;
  extend?(cell: number): void;
  erase?(cells: readonly number[]): void;
  join?(cells: readonly number[]): void;
  frontier?(cell: number): void;
}

/** The event names a {@link Tracer} may receive. */
export type TraceEventType = keyof Tracer;

/**
 * What a solver tells a step-by-step view. Every method is optional and a solver given no
 * tracer skips all of them, as generators do: solving to the end costs nothing for an
 * animation nobody asked for. `TraceRecorder` records these events and `TracePlayer`
 * replays them, so every view that animates carving animates solving the same way.
 *
 * - `head`: the walker (or the cell being expanded) is now here;
 * - `visit`: the solver reached this cell for the first time;
 * - `mark`: the cell now carries `count` marks (Trémaux's: 1 walked once, 2 walked back);
 * - `fill`: the cell was filled in as part of a dead end;
 * - `route`: the route found, start to goal, reported once at the end.
 */
export interface SolveTracer {
  head?(cell: number): void;
  visit?(cell: number): void;
  mark?(cell: number, count: number): void;
  fill?(cell: number): void;
  route?(cells: readonly number[]): void;
}

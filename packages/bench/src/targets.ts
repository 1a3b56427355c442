/** Speed each mazekit generator should reach at 1000×1000, in millions of cells a second. */
export const SPEED_TARGETS: Readonly<Record<string, number>> = Object.freeze({
  backtracker: 40,
  wilson: 20,
  'aldous-broder': 5,
});

/** At least this many times faster than the baseline peer (generate-maze). */
export const BASELINE_SPEEDUP = 100;

/** Time of a mazekit generator divided by its reference's, at most. */
export const REFERENCE_RATIO = 1.2;

/** Bytes a cell that a finished maze may take, at most. */
export const MAZE_BYTES_PER_CELL = 1;

/** Milliseconds an SVG of the main size may take to render, less than. */
export const SVG_MS = 1000;

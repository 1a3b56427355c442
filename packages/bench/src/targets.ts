/**
 * Speed each mazekit generator should reach at 1000×1000, warm (in the bench's one process),
 * in millions of cells a second: the seed algorithms' own targets, and 20 for every other
 * classic algorithm that is not a random walk, except those in {@link WITHDRAWN_SPEED_TARGETS}
 * and Kruskal's, whose target is 15.
 */
export const SPEED_TARGETS: Readonly<Record<string, number>> = Object.freeze({
  backtracker: 40,
  wilson: 20,
  'aldous-broder': 5,
  'hunt-and-kill': 20,
  kruskal: 15,
  'prim-simplified': 20,
  'prim-modified': 20,
  eller: 20,
  sidewinder: 20,
  'binary-tree': 20,
  'recursive-division': 20,
});

/**
 * Generators whose Mcells/s target was withdrawn, with the line the report's Targets table
 * shows for them instead of a verdict.
 */
export const WITHDRAWN_SPEED_TARGETS: Readonly<Record<string, string>> = Object.freeze({
  prim: 'no Mcells/s target (the 20 Mcells/s target was withdrawn; its speed is reported, not judged)',
  'growing-tree': 'no Mcells/s target (the 20 Mcells/s target was withdrawn; its speed is reported, not judged)',
});

/** At least this many times faster than the baseline peer (generate-maze). */
export const BASELINE_SPEEDUP = 100;

/** Time of a mazekit generator divided by its reference's, at most. */
export const REFERENCE_RATIO = 1.2;

/** Bytes a cell that a finished maze may take, at most. */
export const MAZE_BYTES_PER_CELL = 1;

/** Milliseconds an SVG of the main size may take to render, less than. */
export const SVG_MS = 1000;

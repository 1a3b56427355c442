/** Widest and tallest maze the page offers, in cells. */
export const MAX_SIDE = 4000;

/** Most floors the page offers. */
export const MAX_LEVELS = 16;

/**
 * Most cells the page offers (2000 × 2000). The finished maze is drawn at two pixels a cell
 * or more, and a canvas much larger than 4000 × 4000 pixels costs hundreds of megabytes.
 */
export const MAX_WEB_CELLS = 4_000_000;

/**
 * Most cells of a hexagonal, triangular, polar or masked maze. Those are drawn through their
 * shape's geometry (paths on a canvas), not by the square view's per-pixel raster, which is
 * what lets square mazes go to 4 000 000 cells.
 */
export const MAX_SHAPE_CELLS = 250_000;

/** Most rings of a polar maze the rings box offers (its cells are also held to {@link MAX_SHAPE_CELLS}). */
export const MAX_RINGS = 400;

/**
 * Mazes up to this many cells are recorded step by step and animated; larger ones are
 * carved in one go (with progress) and shown finished, because a recording grows with
 * every step and Aldous-Broder takes tens of steps a cell.
 */
export const ANIMATE_MAX_CELLS = 40_000;

/** A recording that grows past this many steps is dropped and the maze is shown finished. */
export const MAX_TRACE_STEPS = 20_000_000;

/** Slowest and fastest animation, in steps per second. */
export const MIN_SPEED = 1;
/** See {@link MIN_SPEED}. */
export const MAX_SPEED = 100_000;

/** A solver's recorded walk longer than this many events is not animated (its result still shows). */
export const MAX_SOLVE_TRACE = 4_000_000;

import type { Shape } from './shape.js';

/**
 * The contract every grid shape meets. Generators that are plain graph algorithms
 * (Wilson's, Aldous-Broder, Kruskal's, the Prims, the backtracker, ...) use only this,
 * so they run on any topology: orthogonal today; hex, triangle, polar or masked later.
 *
 * A grid is a graph whose vertices are cells numbered `0 .. size - 1`. Each cell has up
 * to `degree` directions, numbered `0 .. degree - 1`; `neighbor(cell, dir)` names the
 * cell that way or `-1`. The passages are one byte per cell in `cells`: bit `d` is set
 * when the passage in direction `d` is open. Direction `d` and `opposite(d)` are the two
 * ends of one passage, and `link` keeps both bytes in step.
 */
export interface Grid {
  /** Shape name as written in maze JSON, e.g. `orthogonal`. */
  readonly topology: string;
  /**
   * The shape that made this grid, which knows its maze JSON fields and its drawing geometry.
   * Shape packages set it on their grids; `OrthogonalGrid` and test grids leave it out
   * (`shapeOf` knows orthogonal grids itself).
   */
  readonly shape?: Shape;
  /** Number of cells. */
  readonly size: number;
  /** Number of directions a cell may have (at most 8, one bit each). */
  readonly degree: number;
  /** Number of floors joined by stairs; 1 for a flat grid. */
  readonly levels: number;
  /** One byte per cell: bit `d` set when the passage in direction `d` is open. */
  readonly cells: Uint8Array;
  /** The cell reached from `cell` going `dir`, or -1 when that leaves the grid. Allocates nothing. */
  neighbor(cell: number, dir: number): number;
  /** The direction that leads back: `neighbor(neighbor(c, d), opposite(d)) === c`. */
  opposite(dir: number): number;
  /** Opens the passage from `cell` in direction `dir` (and its reverse). */
  link(cell: number, dir: number): void;
  /** Closes the passage from `cell` in direction `dir` (and its reverse). */
  unlink(cell: number, dir: number): void;
  /** True when the passage from `cell` in direction `dir` is open. */
  isOpen(cell: number, dir: number): boolean;
  /** The direction from `a` to its neighbour `b`, or -1 when they are not adjacent. */
  directionTo(a: number, b: number): number;
  /** A copy with the same shape and passages. */
  clone(): Grid;
}

/** Iterates over the existing neighbours of `cell` without allocating. */
export function forEachNeighbor(grid: Grid, cell: number, visit: (neighbor: number, dir: number) => void): void {
  for (let d = 0; d < grid.degree; d++) {
    const n = grid.neighbor(cell, d);
    if (n >= 0) visit(n, d);
  }
}

/** Number of open passages out of `cell`. */
export function passageCount(grid: Grid, cell: number): number {
  let v = grid.cells[cell]!;
  let count = 0;
  while (v) {
    v &= v - 1;
    count++;
  }
  return count;
}

/** Total number of passages (each counted once). */
export function totalPassages(grid: Grid): number {
  let ends = 0;
  for (let c = 0; c < grid.size; c++) ends += passageCount(grid, c);
  return ends / 2;
}

import type { PathContext } from './draw/context.js';

/** A point in cell units, written into by {@link ShapeGeometry.center} so callers can reuse one. */
export interface Point {
  x: number;
  y: number;
}

/**
 * How to draw one grid of a shape, in cell units (a renderer scales them, e.g. through
 * {@link ScaledContext}). Every floor of a multi-level grid has the same frame: it spans
 * `[0, width] × [0, height]`, with y pointing down; the renderer places floors side by side.
 * Renderers call these per cell, for millions of cells, so none of them allocates (except
 * `center` when no `out` point is given).
 *
 * A renderer draws every wall once by this rule: for each cell and each direction `d` with
 * `stair(d) === 0`, draw `wall(cell, d)` when `grid.neighbor(cell, d) < 0` (the edge of the
 * maze, or a masked-off neighbour) or when the neighbour has a larger index and the passage
 * is closed. Adjacent cells' walls coincide, so either cell may draw a shared wall.
 */
export interface ShapeGeometry {
  /** Width of one floor in cell units. */
  readonly width: number;
  /** Height of one floor in cell units. */
  readonly height: number;
  /** Number of floors. */
  readonly levels: number;
  /** The floor of `cell`, 0 = ground. */
  level(cell: number): number;
  /** The centre of `cell` within its floor: written into `out` (and returned) when given. */
  center(cell: number, out?: Point): Point;
  /**
   * Draws the closed outline of `cell` into `ctx`: `moveTo`, then `lineTo`s (and `arc`s for
   * curved sides), then `closePath`. Fill it for a heat map or a marker.
   */
  outline(cell: number, ctx: PathContext): void;
  /**
   * Draws the wall on side `dir` of `cell` as one `moveTo` followed by one `lineTo` or one
   * arc (through `arcTo`, so contexts without `arc` get lines). Returns false and draws
   * nothing when the cell has no such side (a stair, or a direction the cell lacks).
   */
  wall(cell: number, dir: number, ctx: PathContext): boolean;
  /** +1 when `dir` is a stair up, -1 a stair down, 0 a wall side. */
  stair(dir: number): number;
}

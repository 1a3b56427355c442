import type { Grid } from './grid.js';
import type { RectBoard } from './rect-board.js';

/** {@link WovenGrid.over} of a crossing whose corridor on top runs north–south (directions 0 and 1). */
export const OVER_NORTH_SOUTH = 1;
/** {@link WovenGrid.over} of a crossing whose corridor on top runs east–west (directions 2 and 3). */
export const OVER_EAST_WEST = 2;

/**
 * A one-floor board of squares whose corridors cross over and under each other (a weave
 * grid, such as `@mazekit/grid-weave`'s): cells, directions and bits as on the square grid,
 * plus, per cell, the axis of the corridor on top of a crossing. The corridor beneath a
 * crossing joins the two cells beside it across that axis, and their bits towards the
 * crossing are that one passage. Renderers draw these through core's weave helpers
 * (`drawWeaveWalls`, `drawWeaveFloor`, `drawWeaveRoute`) without knowing the shape.
 */
export interface WovenGrid extends RectBoard {
  /** Per cell: 0, {@link OVER_NORTH_SOUTH} or {@link OVER_EAST_WEST}. */
  readonly over: Uint8Array;
}

/** True when `grid` is a {@link WovenGrid}: a one-floor, degree-4 board with an `over` byte per cell. */
export function isWoven(grid: Grid): grid is WovenGrid {
  const g = grid as Partial<WovenGrid>;
  return g.over instanceof Uint8Array && g.over.length === grid.size && typeof g.width === 'number' && grid.levels === 1 && grid.degree === 4;
}

/** The first crossing of `grid`, or -1 (also for grids that are not woven). */
export function firstCrossing(grid: Grid): number {
  if (!isWoven(grid)) return -1;
  return grid.over.findIndex((o) => o !== 0);
}

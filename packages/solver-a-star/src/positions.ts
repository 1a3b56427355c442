import { type Grid, type Point, geometryOf } from '@mazekit/core';

/** Where every cell of a grid is, for the heuristic: centres in cell units, floors, and the longest step. */
export interface Positions {
  /** x of cell `c` at `2c`, y at `2c + 1`, within its floor. */
  readonly xy: Float64Array;
  /** The floor of each cell. */
  readonly level: Int32Array;
  /** The greatest distance between the centres of two neighbours on one floor (at least a hair above 0). */
  readonly step: number;
}

const cache = new WeakMap<Grid, Positions>();

/**
 * The cells' centres from the shape's geometry and the longest step between neighbours on a
 * floor, worked out once per grid (they do not depend on the passages, so solving the same
 * grid again costs nothing).
 */
export function positions(grid: Grid): Positions {
  let p = cache.get(grid);
  if (p) return p;
  const geometry = geometryOf(grid);
  const size = grid.size;
  const xy = new Float64Array(2 * size);
  const level = new Int32Array(size);
  const pt: Point = { x: 0, y: 0 };
  for (let c = 0; c < size; c++) {
    geometry.center(c, pt);
    xy[2 * c] = pt.x;
    xy[2 * c + 1] = pt.y;
    level[c] = geometry.level(c);
  }
  let step = 0;
  for (let c = 0; c < size; c++) {
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n <= c || level[n] !== level[c]) continue;
      const dx = xy[2 * n]! - xy[2 * c]!;
      const dy = xy[2 * n + 1]! - xy[2 * c + 1]!;
      const len = Math.sqrt(dx * dx + dy * dy);
      if (len > step) step = len;
    }
  }
  p = { xy, level, step: Math.max(step, 1e-9) };
  cache.set(grid, p);
  return p;
}

import type { Grid } from '../grid.js';
import type { ShapeGeometry } from '../shape-geometry.js';
import type { PathContext } from './context.js';
import { isGap } from './exits.js';

/**
 * Draws every wall of floor `level` of `grid` once, through its geometry, into `ctx` (cell
 * units; wrap the real context in a `ScaledContext`). The rule of {@link ShapeGeometry}: a
 * side is a wall when it leads off the maze, or when it is closed and the neighbour has the
 * larger index. Sides listed in `open` (`[cell, dir, …]`, see `exitGaps`) are left out: the
 * entrance and exit gaps. The caller strokes. Allocates nothing.
 */
export function drawGridWalls(grid: Grid, geometry: ShapeGeometry, level: number, ctx: PathContext, open?: readonly number[]): void {
  const cells = grid.cells;
  const degree = grid.degree;
  for (let c = 0; c < grid.size; c++) {
    if (geometry.level(c) !== level) continue;
    const bits = cells[c]!;
    for (let d = 0; d < degree; d++) {
      if (geometry.stair(d) !== 0) continue;
      const n = grid.neighbor(c, d);
      if (n < 0 ? !isGap(open, c, d) : n > c && !(bits & (1 << d))) geometry.wall(c, d, ctx);
    }
  }
}

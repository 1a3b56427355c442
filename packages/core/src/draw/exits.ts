import type { Grid } from '../grid.js';
import type { ShapeGeometry } from '../shape-geometry.js';
import { SideMiddle } from './side-middle.js';

const probe = new SideMiddle();

/**
 * The side of `cell` to open as an entrance or exit in the outer wall: among its sides that
 * lead off the maze (no neighbour there: the border, or a masked-off cell), the one whose
 * middle lies farthest from the centre of the floor, so a gap opens outwards (the left end of
 * a wide rectangle, the rim of a circle). -1 when the cell has no such side (an interior
 * cell, e.g. the centre of a polar maze): it then gets no gap.
 */
export function exitSide(grid: Grid, geometry: ShapeGeometry, cell: number): number {
  const cx = geometry.width / 2;
  const cy = geometry.height / 2;
  let best = -1;
  let far = -1;
  for (let d = 0; d < grid.degree; d++) {
    if (geometry.stair(d) !== 0 || grid.neighbor(cell, d) >= 0 || !geometry.wall(cell, d, probe)) continue;
    const dist = Math.hypot(probe.x - cx, probe.y - cy);
    // Ties (a square's corner cell in a square maze) keep the lower direction.
    if (dist > far + 1e-9) {
      far = dist;
      best = d;
    }
  }
  return best;
}

/**
 * The sides to leave open for the start and goal of a maze drawn with entrance and exit gaps:
 * a flat list `[cell, dir, cell, dir]` for the wall drawers (`drawGridWalls`, `drawWalls`);
 * cells without a side on the boundary (see {@link exitSide}) or absent (`undefined`, -1) add nothing.
 */
export function exitGaps(grid: Grid, geometry: ShapeGeometry, cells: readonly (number | undefined)[]): number[] {
  const open: number[] = [];
  for (const cell of cells) {
    if (cell === undefined || cell < 0 || cell >= grid.size) continue;
    const d = exitSide(grid, geometry, cell);
    if (d >= 0) open.push(cell, d);
  }
  return open;
}

/** True when `open` (a list from {@link exitGaps}) holds side `dir` of `cell`. */
export function isGap(open: readonly number[] | undefined, cell: number, dir: number): boolean {
  if (!open) return false;
  for (let i = 0; i < open.length; i += 2) if (open[i] === cell && open[i + 1] === dir) return true;
  return false;
}

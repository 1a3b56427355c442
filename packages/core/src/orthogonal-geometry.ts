import type { PathContext } from './draw/context.js';
import type { RectBoard } from './rect-board.js';
import type { Point, ShapeGeometry } from './shape-geometry.js';

/**
 * The geometry of an `OrthogonalGrid` (a board of `width × height` squares): cell (col, row)
 * is the unit square `[col, col + 1] × [row, row + 1]`; up and down are stairs.
 */
export class OrthogonalGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  private readonly plane: number;

  constructor(grid: RectBoard) {
    this.width = grid.width;
    this.height = grid.height;
    this.levels = grid.levels;
    this.plane = grid.plane;
  }

  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    const inPlane = cell % this.plane;
    out.x = (inPlane % this.width) + 0.5;
    out.y = Math.floor(inPlane / this.width) + 0.5;
    return out;
  }

  outline(cell: number, ctx: PathContext): void {
    const inPlane = cell % this.plane;
    const x = inPlane % this.width;
    const y = (inPlane - x) / this.width;
    ctx.moveTo(x, y);
    ctx.lineTo(x + 1, y);
    ctx.lineTo(x + 1, y + 1);
    ctx.lineTo(x, y + 1);
    ctx.closePath?.();
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir > 3 || dir < 0) return false;
    const inPlane = cell % this.plane;
    const x = inPlane % this.width;
    const y = (inPlane - x) / this.width;
    // North and south are the top and bottom edges, east and west the right and left ones.
    const x0 = dir === 2 ? x + 1 : x;
    const y0 = dir === 1 ? y + 1 : y;
    ctx.moveTo(x0, y0);
    if (dir < 2) ctx.lineTo(x + 1, y0);
    else ctx.lineTo(x0, y + 1);
    return true;
  }

  stair(dir: number): number {
    return dir === 4 ? 1 : dir === 5 ? -1 : 0;
  }
}

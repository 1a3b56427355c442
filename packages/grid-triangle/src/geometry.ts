import type { PathContext, Point, RectBoard, ShapeGeometry } from '@mazekit/core';

/** Height of one row of triangles: the triangles are equilateral with sides of one cell unit. */
export const ROW_HEIGHT = Math.sqrt(3) / 2;

/**
 * The geometry of a `TriangleGrid` in cell units (x right, y down): equilateral triangles
 * with sides of 1, rows `√3/2` tall; the triangle at (col, row) spans x from `col / 2` to
 * `col / 2 + 1`. A point-up cell has its apex at (col / 2 + ½, row × √3/2) and its base along
 * the bottom of the row; a point-down cell its flat top along the top of the row and its apex
 * below. Up and down are stairs.
 */
export class TriangleGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  private readonly cols: number;
  private readonly plane: number;

  constructor(grid: RectBoard) {
    this.cols = grid.width;
    this.plane = grid.plane;
    this.levels = grid.levels;
    this.width = (grid.width + 1) / 2;
    this.height = grid.height * ROW_HEIGHT;
  }

  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    const inPlane = cell % this.plane;
    const col = inPlane % this.cols;
    const row = (inPlane - col) / this.cols;
    // The centroid: two thirds of the way from the apex to the opposite side.
    out.x = col / 2 + 0.5;
    out.y = (row + ((col + row) % 2 === 0 ? 2 / 3 : 1 / 3)) * ROW_HEIGHT;
    return out;
  }

  outline(cell: number, ctx: PathContext): void {
    const inPlane = cell % this.plane;
    const col = inPlane % this.cols;
    const row = (inPlane - col) / this.cols;
    const left = col / 2;
    const top = row * ROW_HEIGHT;
    const bottom = (row + 1) * ROW_HEIGHT;
    if ((col + row) % 2 === 0) {
      ctx.moveTo(left + 0.5, top);
      ctx.lineTo(left + 1, bottom);
      ctx.lineTo(left, bottom);
    } else {
      ctx.moveTo(left, top);
      ctx.lineTo(left + 1, top);
      ctx.lineTo(left + 0.5, bottom);
    }
    ctx.closePath?.();
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir < 0 || dir > 3) return false;
    const inPlane = cell % this.plane;
    const col = inPlane % this.cols;
    const row = (inPlane - col) / this.cols;
    const up = (col + row) % 2 === 0;
    const left = col / 2;
    const top = row * ROW_HEIGHT;
    const bottom = (row + 1) * ROW_HEIGHT;
    // Each wall is written from its upper (then left) end, so the two cells that share a
    // side draw exactly the same segment.
    switch (dir) {
      case 0: // north: the flat top of a point-down cell
        if (up) return false;
        ctx.moveTo(left, top);
        ctx.lineTo(left + 1, top);
        return true;
      case 1: // south: the base of a point-up cell
        if (!up) return false;
        ctx.moveTo(left, bottom);
        ctx.lineTo(left + 1, bottom);
        return true;
      case 2: // east: the right side
        if (up) {
          ctx.moveTo(left + 0.5, top);
          ctx.lineTo(left + 1, bottom);
        } else {
          ctx.moveTo(left + 1, top);
          ctx.lineTo(left + 0.5, bottom);
        }
        return true;
      default: // west: the left side
        if (up) {
          ctx.moveTo(left + 0.5, top);
          ctx.lineTo(left, bottom);
        } else {
          ctx.moveTo(left, top);
          ctx.lineTo(left + 0.5, bottom);
        }
        return true;
    }
  }

  stair(dir: number): number {
    return dir === 4 ? 1 : dir === 5 ? -1 : 0;
  }
}

import type { PathContext, Point, RectBoard, ShapeGeometry } from '@mazekit/core';

/** Centre-to-corner distance of a hexagon 1 cell unit wide (flat side to flat side): 1/√3. */
const S = 1 / Math.sqrt(3);
const HALF_S = S / 2;
/** Distance between the centres of two rows: 1.5 s = √3/2. */
const ROW = 1.5 * S;
// Corner k of a pointy-topped hexagon, clockwise from the top, relative to its centre.
const CX = [0, 0.5, 0.5, 0, -0.5, -0.5];
const CY = [-S, -HALF_S, HALF_S, S, HALF_S, -HALF_S];
// The wall of direction d runs from corner FROM[d] to corner FROM[d] + 1 (mod 6):
// east c1–c2, west c4–c5, north-east c0–c1, south-west c3–c4, north-west c5–c0, south-east c2–c3.
const FROM = [1, 4, 0, 3, 5, 2];

/**
 * The geometry of a `HexGrid` in cell units: hexagons 1 unit wide, rows √3/2 apart,
 * odd rows half a unit to the right (see the hex section of the maze JSON spec).
 */
export class HexGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  private readonly cols: number;
  private readonly plane: number;

  constructor(grid: RectBoard) {
    this.cols = grid.width;
    this.plane = grid.plane;
    this.levels = grid.levels;
    this.width = grid.height > 1 ? grid.width + 0.5 : grid.width;
    this.height = 2 * S + ROW * (grid.height - 1);
  }

  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  private cx(inPlane: number): number {
    const col = inPlane % this.cols;
    const row = (inPlane - col) / this.cols;
    return col + 0.5 + (row & 1) * 0.5;
  }

  private cy(inPlane: number): number {
    return S + ROW * Math.floor(inPlane / this.cols);
  }

  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    const inPlane = cell % this.plane;
    out.x = this.cx(inPlane);
    out.y = this.cy(inPlane);
    return out;
  }

  outline(cell: number, ctx: PathContext): void {
    const inPlane = cell % this.plane;
    const x = this.cx(inPlane);
    const y = this.cy(inPlane);
    ctx.moveTo(x + CX[0]!, y + CY[0]!);
    for (let k = 1; k < 6; k++) ctx.lineTo(x + CX[k]!, y + CY[k]!);
    ctx.closePath?.();
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir < 0 || dir > 5) return false;
    const inPlane = cell % this.plane;
    const x = this.cx(inPlane);
    const y = this.cy(inPlane);
    const a = FROM[dir]!;
    const b = a === 5 ? 0 : a + 1;
    ctx.moveTo(x + CX[a]!, y + CY[a]!);
    ctx.lineTo(x + CX[b]!, y + CY[b]!);
    return true;
  }

  stair(dir: number): number {
    return dir === 6 ? 1 : dir === 7 ? -1 : 0;
  }
}

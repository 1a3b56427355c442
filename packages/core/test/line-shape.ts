import { MAX_CELLS, defineShape, describeValue, type Grid, type Point, type PathContext, type Shape, type ShapeGeometry } from '../src/index.js';

/** A test topology: `length` cells in a row, two directions (0 east, 1 west). */
export class LineGrid implements Grid {
  readonly topology = 'line';
  readonly degree = 2;
  readonly levels = 1;
  readonly size: number;
  readonly cells: Uint8Array;
  get shape(): Shape {
    return lineShape;
  }
  constructor(length: number) {
    this.size = length;
    this.cells = new Uint8Array(length);
  }
  neighbor(cell: number, dir: number): number {
    if (dir === 0) return cell + 1 < this.size ? cell + 1 : -1;
    if (dir === 1) return cell > 0 ? cell - 1 : -1;
    return -1;
  }
  opposite(dir: number): number {
    return dir ^ 1;
  }
  link(cell: number, dir: number): void {
    this.cells[cell]! |= 1 << dir;
    this.cells[this.neighbor(cell, dir)]! |= 1 << (dir ^ 1);
  }
  unlink(cell: number, dir: number): void {
    this.cells[cell]! &= ~(1 << dir);
    this.cells[this.neighbor(cell, dir)]! &= ~(1 << (dir ^ 1));
  }
  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }
  directionTo(a: number, b: number): number {
    return b === a + 1 ? 0 : b === a - 1 ? 1 : -1;
  }
  clone(): LineGrid {
    const copy = new LineGrid(this.size);
    copy.cells.set(this.cells);
    return copy;
  }
}

class LineGeometry implements ShapeGeometry {
  readonly height = 1;
  readonly levels = 1;
  readonly width: number;
  constructor(grid: LineGrid) {
    this.width = grid.size;
  }
  level(): number {
    return 0;
  }
  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    out.x = cell + 0.5;
    out.y = 0.5;
    return out;
  }
  outline(cell: number, ctx: PathContext): void {
    ctx.moveTo(cell, 0);
    ctx.lineTo(cell + 1, 0);
    ctx.lineTo(cell + 1, 1);
    ctx.lineTo(cell, 1);
    ctx.closePath?.();
  }
  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir !== 0 && dir !== 1) return false;
    const x = dir === 0 ? cell + 1 : cell;
    ctx.moveTo(x, 0);
    ctx.lineTo(x, 1);
    return true;
  }
  stair(): number {
    return 0;
  }
}

/** The shape of {@link LineGrid}. */
export const lineShape: Shape<LineGrid> = defineShape<LineGrid>({
  topology: 'line',
  package: '@mazekit/test-line',
  name: 'Line',
  summary: 'cells in a row',
  multiLevel: false,
  params: [{ name: 'length', type: 'number', description: 'cells', default: 5, min: 1, max: MAX_CELLS, integer: true }],
  directions: ['east', 'west'],
  create: (p) => new LineGrid(p.length!),
  writeFields: (grid) => ({ length: grid.size }),
  readFields(json, fail) {
    const v = json.length;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_CELLS) return fail('size', `"length" must be an integer from 1 to ${MAX_CELLS}, got ${describeValue(v)}`);
    return new LineGrid(v);
  },
  geometry: (grid) => new LineGeometry(grid),
  cellName: (_grid, cell) => `cell ${cell}`,
});

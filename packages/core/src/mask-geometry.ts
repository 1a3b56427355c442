import type { PathContext } from './draw/context.js';
import type { Point, ShapeGeometry } from './shape-geometry.js';

/** The geometry of a masked grid: its cell `i` is drawn as base cell `toBase[i]`. */
export class MaskedGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  private readonly base: ShapeGeometry;
  private readonly toBase: Int32Array;

  constructor(base: ShapeGeometry, toBase: Int32Array) {
    this.base = base;
    this.toBase = toBase;
    this.width = base.width;
    this.height = base.height;
    this.levels = base.levels;
  }

  level(cell: number): number {
    return this.base.level(this.toBase[cell]!);
  }

  center(cell: number, out?: Point): Point {
    return this.base.center(this.toBase[cell]!, out);
  }

  outline(cell: number, ctx: PathContext): void {
    this.base.outline(this.toBase[cell]!, ctx);
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    return this.base.wall(this.toBase[cell]!, dir, ctx);
  }

  stair(dir: number): number {
    return this.base.stair(dir);
  }
}

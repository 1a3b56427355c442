import { Board } from './board.js';
import type { Shape } from './grid.js';
import { assertSize } from './limits.js';

/** What a {@link RectBoard} subclass's constructor takes, so that {@link RectBoard.clone} can make one. */
type RectBoardClass = new (width: number, height: number, levels: number, cells: Uint8Array) => RectBoard;

/**
 * A {@link Board} whose floors are `width × height` boards of cells (the square, hex and
 * triangle grids): cell index = `col + width × (row + height × level)`. A subclass's
 * constructor takes `(width, height, levels = 1, cells?)`, so `clone` can build the copy.
 */
export abstract class RectBoard extends Board {
  // Every board of width × height floors is made by a shape.
  declare readonly shape: Shape;
  readonly width: number;
  readonly height: number;

  /** Checks the size (see `assertSize`) in the name of `shape.package`; `strict` also refuses a `cells` of the wrong length. */
  constructor(shape: Shape, width: number, height: number, levels: number, flat: number, cells?: Uint8Array, strict = false) {
    assertSize(width, height, levels, shape.package);
    super(shape, width * height, levels, flat, cells, strict ? `a ${width}x${height}x${levels} grid` : undefined);
    this.width = width;
    this.height = height;
  }

  /** The cell index at (`col`, `row`, `level`). */
  index(col: number, row: number, level = 0): number {
    return col + this.width * (row + this.height * level);
  }

  /** Column of `cell`. */
  col(cell: number): number {
    return cell % this.width;
  }

  /** Row of `cell` (0 = top, north). */
  row(cell: number): number {
    return Math.floor((cell % this.plane) / this.width);
  }

  clone(): this {
    const Class = this.constructor as RectBoardClass;
    return new Class(this.width, this.height, this.levels, this.cells.slice()) as this;
  }
}

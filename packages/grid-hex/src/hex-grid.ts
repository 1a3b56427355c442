import { assertSize, type Grid, type Shape } from '@mazekit/core';
import { shape } from './shape.js';

/** Direction numbers of the hex grid; passage bit = `1 << direction`, opposite = `direction ^ 1`. */
export const EAST = 0;
/** Towards col − 1. */
export const WEST = 1;
/** Up-right: the row above, to the right. */
export const NORTH_EAST = 2;
/** Down-left: the row below, to the left. */
export const SOUTH_WEST = 3;
/** Up-left: the row above, to the left. */
export const NORTH_WEST = 4;
/** Down-right: the row below, to the right. */
export const SOUTH_EAST = 5;
/** A stair to level + 1. */
export const UP = 6;
/** A stair to level − 1. */
export const DOWN = 7;

/**
 * Pointy-topped hexagons on a `width × height` board, odd rows shifted right by half a cell
 * ("odd-r" offset), on each of `levels` floors joined by stairs. Cell index
 * `col + width × (row + height × level)`, as on the square grid. Directions: east 0, west 1,
 * north-east 2, south-west 3, north-west 4, south-east 5, up 6, down 7 (bit `1 << d`); a
 * flat grid has `degree` 6, so graph algorithms never look up or down.
 */
export class HexGrid implements Grid {
  readonly topology = 'hex';
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly size: number;
  readonly degree: number;
  readonly cells: Uint8Array;
  /** Cells per floor (`width × height`). */
  readonly plane: number;

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    assertSize(width, height, levels, '@mazekit/grid-hex');
    this.width = width;
    this.height = height;
    this.levels = levels;
    this.plane = width * height;
    this.size = this.plane * levels;
    this.degree = levels > 1 ? 8 : 6;
    this.cells = cells ?? new Uint8Array(this.size);
  }

  /** The hex shape, which writes, reads and draws this grid. */
  get shape(): Shape {
    return shape;
  }

  /** The cell index at (`col`, `row`, `level`). */
  index(col: number, row: number, level = 0): number {
    return col + this.width * (row + this.height * level);
  }

  /** Column of `cell`. */
  col(cell: number): number {
    return cell % this.width;
  }

  /** Row of `cell` (0 = top). */
  row(cell: number): number {
    return Math.floor((cell % this.plane) / this.width);
  }

  /** Level (floor) of `cell`, 0 = ground. */
  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  neighbor(cell: number, dir: number): number {
    const w = this.width;
    const inPlane = cell % this.plane;
    const col = inPlane % w;
    const row = (inPlane - col) / w;
    // On an odd row the cells above and below sit half a cell to the right: one column on.
    const odd = row & 1;
    switch (dir) {
      case EAST:
        return col + 1 < w ? cell + 1 : -1;
      case WEST:
        return col > 0 ? cell - 1 : -1;
      case NORTH_EAST:
        return row > 0 && col + odd < w ? cell - w + odd : -1;
      case SOUTH_WEST:
        return row + 1 < this.height && col - 1 + odd >= 0 ? cell + w - 1 + odd : -1;
      case NORTH_WEST:
        return row > 0 && col - 1 + odd >= 0 ? cell - w - 1 + odd : -1;
      case SOUTH_EAST:
        return row + 1 < this.height && col + odd < w ? cell + w + odd : -1;
      case UP:
        return cell + this.plane < this.size ? cell + this.plane : -1;
      case DOWN:
        return cell >= this.plane ? cell - this.plane : -1;
      default:
        return -1;
    }
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
    for (let d = 0; d < this.degree; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): HexGrid {
    return new HexGrid(this.width, this.height, this.levels, this.cells.slice());
  }
}

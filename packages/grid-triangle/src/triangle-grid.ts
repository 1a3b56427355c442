import { DOWN, EAST, type Grid, MazekitError, NORTH, SOUTH, type Shape, UP, WEST, assertSize } from '@mazekit/core';
import { shape } from './shape.js';

const SOURCE = '@mazekit/grid-triangle';

/**
 * Triangles alternating point-up and point-down on a `width × height` board, on each of
 * `levels` floors joined by stairs. Cell (col, row) points up when `col + row` is even, so
 * (0, 0) points up and neighbours across a slanted side always point the other way.
 *
 * Cell index = `col + width × (row + height × level)`, and the directions and passage bits are
 * those of the square grid (`NORTH`, `SOUTH`, ... from `@mazekit/core`): north 1 (across the
 * flat top of a point-down cell, to row − 1), south 2 (across the base of a point-up cell, to
 * row + 1), east 4 (the right slanted side, col + 1), west 8 (the left one, col − 1), up 16, down 32. A point-up cell has a south
 * side and no north side, a point-down cell the reverse, so every cell has at most three
 * neighbours on its floor. A flat grid has `degree` 4, one with levels 6. A board one cell
 * wide has at most two rows (more would not be connected).
 */
export class TriangleGrid implements Grid {
  readonly topology = 'triangle';
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly size: number;
  readonly degree: number;
  readonly cells: Uint8Array;
  /** Cells per floor (`width × height`). */
  readonly plane: number;

  /** The triangle shape, which writes, reads and draws this grid. */
  get shape(): Shape {
    return shape;
  }

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    assertSize(width, height, levels, SOURCE);
    if (width === 1 && height > 2) {
      // A column of single triangles pairs up row 0 with row 1, row 2 with row 3, ...: the
      // pairs share no side, so no maze could join them.
      throw new MazekitError(SOURCE, `a triangle grid 1 cell wide falls apart beyond 2 rows; got width 1, height ${height}: use width >= 2 or height <= 2`);
    }
    this.width = width;
    this.height = height;
    this.levels = levels;
    this.plane = width * height;
    this.size = this.plane * levels;
    this.degree = levels > 1 ? 6 : 4;
    if (cells !== undefined && cells.length !== this.size) {
      throw new MazekitError(SOURCE, `cells must hold ${this.size} bytes for a ${width}x${height}x${levels} grid, got ${cells.length}`);
    }
    this.cells = cells ?? new Uint8Array(this.size);
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

  /** True when `cell` points up (`col + row` even): flat base below, apex above. */
  pointsUp(cell: number): boolean {
    return ((cell % this.width) + Math.floor((cell % this.plane) / this.width)) % 2 === 0;
  }

  neighbor(cell: number, dir: number): number {
    const width = this.width;
    switch (dir) {
      case EAST:
        return cell % width !== width - 1 ? cell + 1 : -1;
      case WEST:
        return cell % width !== 0 ? cell - 1 : -1;
      case NORTH: {
        const inPlane = cell % this.plane;
        // Only a point-down cell (col + row odd) has a side towards row - 1.
        return inPlane >= width && ((cell % width) + (inPlane - (cell % width)) / width) % 2 === 1 ? cell - width : -1;
      }
      case SOUTH: {
        const inPlane = cell % this.plane;
        return inPlane < this.plane - width && ((cell % width) + (inPlane - (cell % width)) / width) % 2 === 0 ? cell + width : -1;
      }
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
    const other = this.neighbor(cell, dir);
    if (other < 0) throw new MazekitError(SOURCE, `cell ${cell} has no neighbour in direction ${dir}`);
    this.cells[cell]! |= 1 << dir;
    this.cells[other]! |= 1 << (dir ^ 1);
  }

  unlink(cell: number, dir: number): void {
    const other = this.neighbor(cell, dir);
    if (other < 0) return;
    this.cells[cell]! &= ~(1 << dir);
    this.cells[other]! &= ~(1 << (dir ^ 1));
  }

  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }

  directionTo(a: number, b: number): number {
    for (let d = 0; d < this.degree; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): TriangleGrid {
    return new TriangleGrid(this.width, this.height, this.levels, this.cells.slice());
  }
}

/** True when `grid` is a {@link TriangleGrid} (also across package copies). */
export function isTriangle(grid: Grid): grid is TriangleGrid {
  return grid.topology === 'triangle' && 'width' in grid && 'plane' in grid;
}

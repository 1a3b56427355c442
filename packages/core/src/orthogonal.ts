import type { Grid } from './grid.js';
import { assertSize } from './limits.js';

/** Direction numbers of the orthogonal grid; passage bit = `1 << direction`. */
export const NORTH = 0;
/** Towards row + 1. */
export const SOUTH = 1;
/** Towards col + 1. */
export const EAST = 2;
/** Towards col - 1. */
export const WEST = 3;
/** A stair to level + 1. */
export const UP = 4;
/** A stair to level - 1. */
export const DOWN = 5;

/** Passage bits as written in maze JSON (`mazekit/1`). */
export const Bits = Object.freeze({ N: 1, S: 2, E: 4, W: 8, U: 16, D: 32 } as const);

/** Direction names, indexed by direction number. */
export const DIRECTION_NAMES = Object.freeze(['north', 'south', 'east', 'west', 'up', 'down'] as const);

/**
 * A rectangular grid of `width × height` cells on each of `levels` floors, the floors joined
 * by stairs. Cell index = `col + width × (row + height × level)`; passages are the bits of
 * `../spec/maze-json.md` (N 1, S 2, E 4, W 8, up 16, down 32) in one `Uint8Array`.
 *
 * A flat grid (`levels === 1`) has `degree` 4, so graph algorithms never look up or down.
 */
export class OrthogonalGrid implements Grid {
  readonly topology = 'orthogonal';
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly size: number;
  readonly degree: number;
  readonly cells: Uint8Array;
  /** Cells per floor (`width × height`). */
  readonly plane: number;

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    assertSize(width, height, levels);
    this.width = width;
    this.height = height;
    this.levels = levels;
    this.plane = width * height;
    this.size = this.plane * levels;
    this.degree = levels > 1 ? 6 : 4;
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

  /** Row of `cell` (0 = north). */
  row(cell: number): number {
    return Math.floor((cell % this.plane) / this.width);
  }

  /** Level (floor) of `cell`, 0 = ground. */
  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  neighbor(cell: number, dir: number): number {
    switch (dir) {
      case NORTH:
        return cell % this.plane >= this.width ? cell - this.width : -1;
      case SOUTH:
        return cell % this.plane < this.plane - this.width ? cell + this.width : -1;
      case EAST:
        return cell % this.width !== this.width - 1 ? cell + 1 : -1;
      case WEST:
        return cell % this.width !== 0 ? cell - 1 : -1;
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

  /** The cell-index step of direction `dir` (`-width` for north, and so on). */
  step(dir: number): number {
    switch (dir) {
      case NORTH:
        return -this.width;
      case SOUTH:
        return this.width;
      case EAST:
        return 1;
      case WEST:
        return -1;
      case UP:
        return this.plane;
      default:
        return -this.plane;
    }
  }

  link(cell: number, dir: number): void {
    this.cells[cell]! |= 1 << dir;
    this.cells[cell + this.step(dir)]! |= 1 << (dir ^ 1);
  }

  unlink(cell: number, dir: number): void {
    this.cells[cell]! &= ~(1 << dir);
    this.cells[cell + this.step(dir)]! &= ~(1 << (dir ^ 1));
  }

  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }

  directionTo(a: number, b: number): number {
    for (let d = 0; d < this.degree; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): OrthogonalGrid {
    return new OrthogonalGrid(this.width, this.height, this.levels, this.cells.slice());
  }
}

/** True when `grid` is an {@link OrthogonalGrid} (also across package copies). */
export function isOrthogonal(grid: Grid): grid is OrthogonalGrid {
  return grid.topology === 'orthogonal' && 'width' in grid && 'plane' in grid;
}

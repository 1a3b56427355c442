import { defineBoardShape } from './board-shape.js';
import type { Grid, Shape } from './grid.js';
import { OrthogonalGeometry } from './orthogonal-geometry.js';
import { RectBoard } from './rect-board.js';

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
export class OrthogonalGrid extends RectBoard {
  readonly topology = 'orthogonal';

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    super(orthogonalShape, width, height, levels, 4, cells);
  }

  override neighbor(cell: number, dir: number): number {
    switch (dir) {
      case NORTH:
        return cell % this.plane >= this.width ? cell - this.width : -1;
      case SOUTH:
        return cell % this.plane < this.plane - this.width ? cell + this.width : -1;
      case EAST:
        return cell % this.width !== this.width - 1 ? cell + 1 : -1;
      case WEST:
        return cell % this.width !== 0 ? cell - 1 : -1;
      default:
        return this.stair(cell, dir);
    }
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

  // Every passage of the square grid is a fixed index step long, so these skip the neighbour
  // rule (and its divisions) that the board's link and unlink run: the generic paths of every
  // generator link through here.
  override link(cell: number, dir: number): void {
    this.cells[cell]! |= 1 << dir;
    this.cells[cell + this.step(dir)]! |= 1 << (dir ^ 1);
  }

  override unlink(cell: number, dir: number): void {
    this.cells[cell]! &= ~(1 << dir);
    this.cells[cell + this.step(dir)]! &= ~(1 << (dir ^ 1));
  }
}

/** The built-in shape of rectangular grids of squares ({@link OrthogonalGrid}), floors joined by stairs. */
export const orthogonalShape: Shape<OrthogonalGrid> = defineBoardShape<OrthogonalGrid>({
  topology: 'orthogonal',
  package: '@mazekit/core',
  name: 'Orthogonal',
  summary: 'a rectangle of square cells, four neighbours each, optionally several floors joined by stairs',
  directions: DIRECTION_NAMES,
  columns: 'columns',
  defaultWidth: 20,
  defaultHeight: 20,
  create: (width, height, levels) => new OrthogonalGrid(width, height, levels),
  geometry: (grid) => new OrthogonalGeometry(grid),
});

/** True when `grid` is an {@link OrthogonalGrid} (also across package copies). */
export function isOrthogonal(grid: Grid): grid is OrthogonalGrid {
  return grid.topology === 'orthogonal' && 'width' in grid && 'plane' in grid;
}

import { MazekitError } from './errors.js';
import type { Grid, Shape } from './grid.js';

/**
 * The cell store every shape's grid is built on: one passage byte a cell (bit `d` open in
 * direction `d`, `opposite(d) = d ^ 1`), `levels` floors of `plane` cells each (cell index =
 * cell of the floor + `plane × level`), and stairs. Each floor has `flat` directions, `0 ..
 * flat - 1`; with more than one floor the stair up is direction `flat` and the stair down
 * `flat + 1`, so `degree` is `flat + 2` (a flat grid's `degree` is `flat`, so graph
 * algorithms never look up or down).
 *
 * A shape's grid extends it (or {@link RectBoard}) and writes only its neighbour rule,
 * `neighbor`, leaving stairs to {@link Board.stair}. The grid is given its shape by its
 * constructor: the shape module makes the shape and the grid class together, and no file
 * imports the file that imports it. A graph with no shape of its own (a weave grid's
 * contracted graph) is given instead the package that owns it, which its errors name.
 */
export abstract class Board implements Grid {
  /** Shape name as written in maze JSON. */
  abstract readonly topology: string;
  /** The shape that made this grid; undefined for a graph that is not drawn (see the constructor). */
  readonly shape: Shape | undefined;
  /** The package named in this grid's errors: its shape's, or the one given. */
  readonly owner: string;
  readonly levels: number;
  /** Cells per floor. */
  readonly plane: number;
  readonly size: number;
  readonly degree: number;
  readonly cells: Uint8Array;
  /** Directions within one floor. */
  readonly flat: number;
  /** The direction of the stair up (`flat`); the stair down is `stairUp + 1`. */
  readonly stairUp: number;
  /** The direction of the stair down (`flat + 1`). */
  readonly stairDown: number;

  /**
   * `plane` cells on each of `levels` floors, `flat` directions a floor, made by `shape` (or,
   * for a graph with no shape, owned by the package named `shape`). `cells`, when given,
   * must hold one byte a cell; it is used as it is (not copied). With `sizeName` (e.g.
   * `a 3x3x1 grid`) a `cells` of another length is refused, naming it; without, it is trusted,
   * as the square and hex grids always have.
   */
  constructor(shape: Shape | string, plane: number, levels: number, flat: number, cells?: Uint8Array, sizeName?: string) {
    this.shape = typeof shape === 'string' ? undefined : shape;
    this.owner = typeof shape === 'string' ? shape : shape.package;
    this.levels = levels;
    this.plane = plane;
    this.size = plane * levels;
    this.flat = flat;
    this.stairUp = flat;
    this.stairDown = flat + 1;
    this.degree = levels > 1 ? flat + 2 : flat;
    if (sizeName !== undefined && cells !== undefined && cells.length !== this.size) {
      throw new MazekitError(this.owner, `cells must hold ${this.size} bytes for ${sizeName}, got ${cells.length}`);
    }
    this.cells = cells ?? new Uint8Array(this.size);
  }

  /** The cell reached from `cell` going `dir`, or -1 when that leaves the grid. */
  abstract neighbor(cell: number, dir: number): number;

  /** A copy with the same shape and passages. */
  abstract clone(): Board;

  /**
   * The far end of a stair: `cell` one floor up for {@link stairUp}, one down for
   * {@link stairDown}, -1 past the top or bottom floor or for any other direction. A shape's
   * `neighbor` hands it every direction past its floor's own.
   */
  stair(cell: number, dir: number): number {
    if (dir === this.stairUp) return cell + this.plane < this.size ? cell + this.plane : -1;
    if (dir === this.stairDown) return cell >= this.plane ? cell - this.plane : -1;
    return -1;
  }

  /** Level (floor) of `cell`, 0 = ground. */
  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  opposite(dir: number): number {
    return dir ^ 1;
  }

  /** Opens the passage from `cell` in direction `dir` and its reverse; refused when there is no neighbour that way. */
  link(cell: number, dir: number): void {
    const other = this.neighbor(cell, dir);
    if (other < 0) throw new MazekitError(this.owner, `cell ${cell} has no neighbour in direction ${dir}`);
    this.cells[cell]! |= 1 << dir;
    this.cells[other]! |= 1 << (dir ^ 1);
  }

  /** Closes the passage from `cell` in direction `dir` and its reverse (nothing when there is no neighbour that way). */
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
}

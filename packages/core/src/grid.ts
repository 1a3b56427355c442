import type { OptionSpec } from './options.js';
import type { Rng } from './rng.js';
import type { ShapeGeometry } from './shape-geometry.js';
import type { Tracer } from './tracer.js';

// A grid names its shape and a shape makes grids, so the two contracts share this file:
// apart, each file would import the other.

/**
 * The contract every grid shape meets. Generators that are plain graph algorithms
 * (Wilson's, Aldous-Broder, Kruskal's, the Prims, the backtracker, ...) use only this,
 * so they run on any topology: orthogonal today; hex, triangle, polar or masked later.
 *
 * A grid is a graph whose vertices are cells numbered `0 .. size - 1`. Each cell has up
 * to `degree` directions, numbered `0 .. degree - 1`; `neighbor(cell, dir)` names the
 * cell that way or `-1`. The passages are one byte per cell in `cells`: bit `d` is set
 * when the passage in direction `d` is open. Direction `d` and `opposite(d)` are the two
 * ends of one passage, and `link` keeps both bytes in step.
 */
export interface Grid {
  /** Shape name as written in maze JSON, e.g. `orthogonal`. */
  readonly topology: string;
  /**
   * The shape that made this grid, which knows its maze JSON fields and its drawing geometry.
   * Every `Board` (`OrthogonalGrid` and the shape packages' grids) is given its shape;
   * test grids may leave it out. (`| undefined` lets a grid class declare `shape: Shape |
   * undefined` under `exactOptionalPropertyTypes`.)
   */
  readonly shape?: Shape | undefined;
  /** Number of cells. */
  readonly size: number;
  /** Number of directions a cell may have (at most 8, one bit each). */
  readonly degree: number;
  /** Number of floors joined by stairs; 1 for a flat grid. */
  readonly levels: number;
  /** One byte per cell: bit `d` set when the passage in direction `d` is open. */
  readonly cells: Uint8Array;
  /** The cell reached from `cell` going `dir`, or -1 when that leaves the grid. Allocates nothing. */
  neighbor(cell: number, dir: number): number;
  /** The direction that leads back: `neighbor(neighbor(c, d), opposite(d)) === c`. */
  opposite(dir: number): number;
  /** Opens the passage from `cell` in direction `dir` (and its reverse). */
  link(cell: number, dir: number): void;
  /** Closes the passage from `cell` in direction `dir` (and its reverse). */
  unlink(cell: number, dir: number): void;
  /** True when the passage from `cell` in direction `dir` is open. */
  isOpen(cell: number, dir: number): boolean;
  /** The direction from `a` to its neighbour `b`, or -1 when they are not adjacent. */
  directionTo(a: number, b: number): number;
  /** A copy with the same shape and passages. */
  clone(): Grid;
  /**
   * Present on grids some of whose passages are fixed before carving (a weave grid's
   * crossings): the graph a generator carves instead of this one, with every fixed corridor
   * contracted into one vertex, or `undefined` when nothing is fixed. `defineGenerator`'s
   * `carve` calls it with the generator's `rng` (a grid may draw from it first, e.g. to place
   * its crossings), carves the returned {@link Carving.grid}, then calls
   * {@link Carving.finish}. A spanning tree of the contracted graph is exactly a spanning tree
   * of this grid that holds the fixed passages, so a uniform generator stays uniform.
   */
  carving?(rng: Rng): Carving | undefined;
}

/** What {@link Grid.carving} hands a generator: the graph to carve, and the way back. */
export interface Carving {
  /** The contracted graph; an ordinary {@link Grid} of its own (no shape), empty. */
  readonly grid: Grid;
  /**
   * A tracer that reports the carving of {@link Carving.grid} to `tracer` as events on the
   * real grid's cells. It reports the fixed passages first, as `carve` events, when made.
   */
  trace(tracer: Tracer): Tracer;
  /** Opens on the real grid the fixed passages and every passage carved into {@link Carving.grid}. */
  finish(): void;
}

/** Size parameters of a shape, by name: `{ width: 12, height: 8, levels: 2 }`, `{ rings: 6 }`. */
export type ShapeParams = Readonly<Record<string, number | undefined>>;

/**
 * The top-level maze JSON fields a shape writes for a grid, in writing order: they come right
 * after `"topology"` and before `"generator"` (orthogonal: `width`, `height`, `levels`).
 */
export type ShapeFields = Readonly<Record<string, number | string | readonly number[]>>;

/** Throws the format reader's one-line error for broken rule `rule` (e.g. `size`, `max-cells`). */
export type FailRule = (rule: string, message: string) => never;

/**
 * What a shape package exports (as `shape`): a grid topology that generators carve through
 * the {@link Grid} interface, with its size parameters, its maze JSON fields and its drawing
 * geometry. Core knows no shape by name except orthogonal, which it defines itself.
 */
export interface Shape<G extends Grid = Grid> {
  /** The topology name of its grids and in maze JSON, e.g. `hex`. */
  readonly topology: string;
  /** The npm package that ships it; named in its error messages. */
  readonly package: string;
  /** Display name, e.g. `Hexagonal`. */
  readonly name: string;
  /** One line saying what its mazes look like. */
  readonly summary: string;
  /** True when its grids may have several floors joined by stairs (a `levels` parameter). */
  readonly multiLevel: boolean;
  /**
   * Its parameters, `number` options with bounds and defaults, for CLIs and forms: sizes are
   * integers (`width`, `rings`); others may be fractions (a weave grid's `crossings` density).
   */
  readonly params: readonly OptionSpec[];
  /** Direction names by direction number (bit `1 << d` of a cell), e.g. `north`, `south`, ... */
  readonly directions: readonly string[];
  /** A new empty grid; bad or unknown parameters are refused with one line naming the package. */
  create(params?: ShapeParams): G;
  /** The grid's maze JSON fields (see {@link ShapeFields}). */
  writeFields(grid: G): ShapeFields;
  /**
   * Reads the fields back from a parsed maze JSON object and returns an empty grid of that
   * size, calling `fail` (which throws) on the first broken rule.
   */
  readFields(json: Readonly<Record<string, unknown>>, fail: FailRule): G;
  /** How to draw `grid`. */
  geometry(grid: G): ShapeGeometry;
  /** A cell named for people, e.g. `cell 12 (col 2, row 1)`; used in error messages. */
  cellName(grid: G, cell: number): string;
  /**
   * Present when every floor is a `width × height` board of cells (orthogonal, hex,
   * triangle): text and picture masks then map character (`x`, `y`) of a floor to the cell
   * `cell(x, y, level)`, or -1 where the board has no cell.
   */
  board?(grid: G): ShapeBoard;
  /**
   * Present on a shape without a board that lays text and picture masks by its own exact
   * rule (polar: the character under each cell's centre, ties settled exactly): one byte per
   * cell, 1 on. Without it, `maskCells` takes the pixel under each cell's drawn centre.
   */
  maskCells?(grid: G, bitmap: { readonly width: number; readonly height: number; readonly on: Uint8Array }): Uint8Array;
}

/** A floor seen as a board of `width × height` positions (see {@link Shape.board}). */
export interface ShapeBoard {
  readonly width: number;
  readonly height: number;
  cell(x: number, y: number, level: number): number;
}

/** Iterates over the existing neighbours of `cell` without allocating. */
export function forEachNeighbor(grid: Grid, cell: number, visit: (neighbor: number, dir: number) => void): void {
  for (let d = 0; d < grid.degree; d++) {
    const n = grid.neighbor(cell, d);
    if (n >= 0) visit(n, d);
  }
}

/** Number of open passages out of `cell`. */
export function passageCount(grid: Grid, cell: number): number {
  let v = grid.cells[cell]!;
  let count = 0;
  while (v) {
    v &= v - 1;
    count++;
  }
  return count;
}

/** Total number of passages (each counted once). */
export function totalPassages(grid: Grid): number {
  let ends = 0;
  for (let c = 0; c < grid.size; c++) ends += passageCount(grid, c);
  return ends / 2;
}

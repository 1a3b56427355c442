import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { resolveOptions, type OptionSpec } from './options.js';
import type { ShapeGeometry } from './shape-geometry.js';

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
  /** Its size parameters (integer `number` options with bounds and defaults), for CLIs and forms. */
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
}

/** A floor seen as a board of `width × height` positions (see {@link Shape.board}). */
export interface ShapeBoard {
  readonly width: number;
  readonly height: number;
  cell(x: number, y: number, level: number): number;
}

/** The parts a shape author writes; {@link defineShape} adds the checks. */
export interface ShapeSpec<G extends Grid> extends Omit<Shape<G>, 'create'> {
  /** Builds the grid from parameters already checked against `params`, defaults filled in. */
  create(params: Readonly<Record<string, number>>): G;
}

const TOPOLOGY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Builds a {@link Shape} from its spec: `create` refuses unknown parameters and values outside
 * their bounds with one line naming the package, then calls the spec's `create`.
 */
export function defineShape<G extends Grid>(spec: ShapeSpec<G>): Shape<G> {
  if (!TOPOLOGY.test(spec.topology)) {
    throw new MazekitError('@mazekit/core', `shape topology must be lower-case words joined by '-', got ${describeValue(spec.topology)}`);
  }
  for (const p of spec.params) {
    if (p.type !== 'number' || !p.integer) {
      throw new MazekitError('@mazekit/core', `shape parameter ${describeValue(p.name)} must be an integer number option`);
    }
  }
  const create = spec.create.bind(spec);
  return Object.freeze({
    ...spec,
    params: Object.freeze([...spec.params]),
    directions: Object.freeze([...spec.directions]),
    create(params?: ShapeParams): G {
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        throw new MazekitError(spec.package, `shape parameters must be an object, got ${describeValue(params)}`);
      }
      const resolved = resolveOptions(spec.package, spec.params, params) as Record<string, number>;
      return create(resolved);
    },
  });
}

import { describeValue } from './errors.js';
import type { FailRule, Shape } from './grid.js';
import { MAX_CELLS } from './limits.js';
import type { RectBoard } from './rect-board.js';
import { defineShape } from './shape.js';
import type { ShapeGeometry } from './shape-geometry.js';

/** What a shape of `width × height` boards writes; {@link defineBoardShape} adds the rest. */
export interface BoardShapeSpec<G extends RectBoard> {
  /** The topology name of its grids and in maze JSON. */
  readonly topology: string;
  /** The npm package that ships it; named in its error messages. */
  readonly package: string;
  /** Display name. */
  readonly name: string;
  /** One line saying what its mazes look like. */
  readonly summary: string;
  /** Direction names by direction number, stairs (`up`, `down`) last. */
  readonly directions: readonly string[];
  /** What the `width` parameter counts, e.g. `hexagons per row`. */
  readonly columns: string;
  /** Default `width` and `height` for CLIs and forms. */
  readonly defaultWidth: number;
  readonly defaultHeight: number;
  /** A new empty grid of this size (already checked). */
  create(width: number, height: number, levels: number): G;
  /** How to draw `grid`. */
  geometry(grid: G): ShapeGeometry;
  /** Checks a size read from maze JSON beyond positive integers and the cell limit (calls `fail` when broken). */
  checkSize?(width: number, height: number, levels: number, fail: FailRule): void;
}

/**
 * A {@link Shape} whose grids are `width × height` boards on `levels` floors: its parameters
 * (`width`, `height`, `levels`), its maze JSON fields (the same three), its cell names
 * (`cell 12 (col 2, row 1)`) and its board for masks are those of every such shape; the spec
 * gives the rest.
 */
export function defineBoardShape<G extends RectBoard>(spec: BoardShapeSpec<G>): Shape<G> {
  return defineShape<G>({
    topology: spec.topology,
    package: spec.package,
    name: spec.name,
    summary: spec.summary,
    multiLevel: true,
    params: [
      { name: 'width', type: 'number', description: spec.columns, default: spec.defaultWidth, min: 1, max: MAX_CELLS, integer: true },
      { name: 'height', type: 'number', description: 'rows', default: spec.defaultHeight, min: 1, max: MAX_CELLS, integer: true },
      { name: 'levels', type: 'number', description: 'floors joined by stairs', default: 1, min: 1, max: MAX_CELLS, integer: true },
    ],
    directions: spec.directions,
    create: (p) => spec.create(p.width!, p.height!, p.levels!),
    writeFields: (grid) => ({ width: grid.width, height: grid.height, levels: grid.levels }),
    readFields(json, fail) {
      for (const key of ['width', 'height', 'levels'] as const) {
        const v = json[key];
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`);
      }
      const width = json.width as number;
      const height = json.height as number;
      const levels = json.levels as number;
      const size = width * height * levels;
      if (size > MAX_CELLS) fail('max-cells', `${width}x${height}x${levels} is ${size} cells; at most ${MAX_CELLS} are allowed`);
      spec.checkSize?.(width, height, levels, fail);
      return spec.create(width, height, levels);
    },
    geometry: (grid) => spec.geometry(grid),
    cellName(grid, cell) {
      const where = `col ${grid.col(cell)}, row ${grid.row(cell)}`;
      return `cell ${cell} (${grid.levels > 1 ? `${where}, level ${grid.level(cell)}` : where})`;
    },
    board: (grid) => ({ width: grid.width, height: grid.height, cell: (x, y, level) => grid.index(x, y, level) }),
  });
}

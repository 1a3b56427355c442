import { MAX_CELLS } from './limits.js';
import { DIRECTION_NAMES, OrthogonalGrid } from './orthogonal.js';
import { defineShape, type FailRule, type Shape } from './shape.js';
import type { Point, ShapeGeometry } from './shape-geometry.js';
import type { PathContext } from './draw/context.js';
import { describeValue } from './errors.js';

/**
 * The geometry of an {@link OrthogonalGrid}: cell (col, row) is the unit square
 * `[col, col + 1] × [row, row + 1]`; up and down are stairs.
 */
export class OrthogonalGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  private readonly plane: number;

  constructor(grid: OrthogonalGrid) {
    this.width = grid.width;
    this.height = grid.height;
    this.levels = grid.levels;
    this.plane = grid.plane;
  }

  level(cell: number): number {
    return Math.floor(cell / this.plane);
  }

  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    const inPlane = cell % this.plane;
    out.x = (inPlane % this.width) + 0.5;
    out.y = Math.floor(inPlane / this.width) + 0.5;
    return out;
  }

  outline(cell: number, ctx: PathContext): void {
    const inPlane = cell % this.plane;
    const x = inPlane % this.width;
    const y = (inPlane - x) / this.width;
    ctx.moveTo(x, y);
    ctx.lineTo(x + 1, y);
    ctx.lineTo(x + 1, y + 1);
    ctx.lineTo(x, y + 1);
    ctx.closePath?.();
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir > 3 || dir < 0) return false;
    const inPlane = cell % this.plane;
    const x = inPlane % this.width;
    const y = (inPlane - x) / this.width;
    // North and south are the top and bottom edges, east and west the right and left ones.
    const x0 = dir === 2 ? x + 1 : x;
    const y0 = dir === 1 ? y + 1 : y;
    ctx.moveTo(x0, y0);
    if (dir < 2) ctx.lineTo(x + 1, y0);
    else ctx.lineTo(x0, y + 1);
    return true;
  }

  stair(dir: number): number {
    return dir === 4 ? 1 : dir === 5 ? -1 : 0;
  }
}

function readOrthogonal(json: Readonly<Record<string, unknown>>, fail: FailRule): OrthogonalGrid {
  for (const key of ['width', 'height', 'levels'] as const) {
    const v = json[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`);
  }
  const width = json.width as number;
  const height = json.height as number;
  const levels = json.levels as number;
  const size = width * height * levels;
  if (size > MAX_CELLS) fail('max-cells', `${width}x${height}x${levels} is ${size} cells; at most ${MAX_CELLS} are allowed`);
  return new OrthogonalGrid(width, height, levels);
}

/** The built-in shape of rectangular grids of squares ({@link OrthogonalGrid}), floors joined by stairs. */
export const orthogonalShape: Shape<OrthogonalGrid> = defineShape<OrthogonalGrid>({
  topology: 'orthogonal',
  package: '@mazekit/core',
  name: 'Orthogonal',
  summary: 'a rectangle of square cells, four neighbours each, optionally several floors joined by stairs',
  multiLevel: true,
  params: [
    { name: 'width', type: 'number', description: 'columns', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'height', type: 'number', description: 'rows', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'levels', type: 'number', description: 'floors joined by stairs', default: 1, min: 1, max: MAX_CELLS, integer: true },
  ],
  directions: DIRECTION_NAMES,
  create: (p) => new OrthogonalGrid(p.width!, p.height!, p.levels),
  writeFields: (grid) => ({ width: grid.width, height: grid.height, levels: grid.levels }),
  readFields: readOrthogonal,
  geometry: (grid) => new OrthogonalGeometry(grid),
  cellName(grid, cell) {
    const where = `col ${grid.col(cell)}, row ${grid.row(cell)}`;
    return `cell ${cell} (${grid.levels > 1 ? `${where}, level ${grid.level(cell)}` : where})`;
  },
  board: (grid) => ({
    width: grid.width,
    height: grid.height,
    cell: (x, y, level) => grid.index(x, y, level),
  }),
});

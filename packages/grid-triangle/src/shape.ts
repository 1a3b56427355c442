import { MAX_CELLS, defineShape, describeValue, type FailRule, type Shape } from '@mazekit/core';
import { TriangleGeometry } from './geometry.js';
import { TriangleGrid } from './triangle-grid.js';

const PACKAGE = '@mazekit/grid-triangle';

function readTriangle(json: Readonly<Record<string, unknown>>, fail: FailRule): TriangleGrid {
  for (const key of ['width', 'height', 'levels'] as const) {
    const v = json[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`);
  }
  const width = json.width as number;
  const height = json.height as number;
  const levels = json.levels as number;
  const size = width * height * levels;
  if (size > MAX_CELLS) fail('max-cells', `${width}x${height}x${levels} is ${size} cells; at most ${MAX_CELLS} are allowed`);
  if (width === 1 && height > 2) fail('size', `a triangle grid 1 cell wide has at most 2 rows, got "height" ${height}`);
  return new TriangleGrid(width, height, levels);
}

/** The triangle shape: what `--shape triangle` uses, and what maze JSON readers need for `"topology": "triangle"`. */
export const shape: Shape<TriangleGrid> = defineShape<TriangleGrid>({
  topology: 'triangle',
  package: PACKAGE,
  name: 'Triangular',
  summary: 'equilateral triangles alternating point-up and point-down, three neighbours each, optionally several floors joined by stairs',
  multiLevel: true,
  params: [
    { name: 'width', type: 'number', description: 'triangles per row', default: 40, min: 1, max: MAX_CELLS, integer: true },
    { name: 'height', type: 'number', description: 'rows', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'levels', type: 'number', description: 'floors joined by stairs', default: 1, min: 1, max: MAX_CELLS, integer: true },
  ],
  directions: ['north', 'south', 'east', 'west', 'up', 'down'],
  create: (p) => new TriangleGrid(p.width!, p.height!, p.levels),
  writeFields: (grid) => ({ width: grid.width, height: grid.height, levels: grid.levels }),
  readFields: readTriangle,
  geometry: (grid) => new TriangleGeometry(grid),
  cellName(grid, cell) {
    const where = `col ${grid.col(cell)}, row ${grid.row(cell)}`;
    return `cell ${cell} (${grid.levels > 1 ? `${where}, level ${grid.level(cell)}` : where})`;
  },
  board: (grid) => ({ width: grid.width, height: grid.height, cell: (x, y, level) => grid.index(x, y, level) }),
});

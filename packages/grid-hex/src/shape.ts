import { MAX_CELLS, defineShape, describeValue, type FailRule, type Shape } from '@mazekit/core';
import { HexGeometry } from './hex-geometry.js';
import { HexGrid } from './hex-grid.js';

const PACKAGE = '@mazekit/grid-hex';

function readHex(json: Readonly<Record<string, unknown>>, fail: FailRule): HexGrid {
  for (const key of ['width', 'height', 'levels'] as const) {
    const v = json[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`);
  }
  const width = json.width as number;
  const height = json.height as number;
  const levels = json.levels as number;
  const size = width * height * levels;
  if (size > MAX_CELLS) fail('max-cells', `${width}x${height}x${levels} is ${size} cells; at most ${MAX_CELLS} are allowed`);
  return new HexGrid(width, height, levels);
}

/** The hex shape: what `mazekit generate --shape hex` uses, and what maze JSON readers need for `"topology": "hex"`. */
export const shape: Shape<HexGrid> = defineShape<HexGrid>({
  topology: 'hex',
  package: PACKAGE,
  name: 'Hexagonal',
  summary: 'pointy-topped hexagons in offset rows, six neighbours each, optionally several floors joined by stairs',
  multiLevel: true,
  params: [
    { name: 'width', type: 'number', description: 'hexagons per row', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'height', type: 'number', description: 'rows', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'levels', type: 'number', description: 'floors joined by stairs', default: 1, min: 1, max: MAX_CELLS, integer: true },
  ],
  directions: ['east', 'west', 'north-east', 'south-west', 'north-west', 'south-east', 'up', 'down'],
  create: (p) => new HexGrid(p.width!, p.height!, p.levels),
  writeFields: (grid) => ({ width: grid.width, height: grid.height, levels: grid.levels }),
  readFields: readHex,
  geometry: (grid) => new HexGeometry(grid),
  cellName(grid, cell) {
    const where = `col ${grid.col(cell)}, row ${grid.row(cell)}`;
    return `cell ${cell} (${grid.levels > 1 ? `${where}, level ${grid.level(cell)}` : where})`;
  },
  board: (grid) => ({ width: grid.width, height: grid.height, cell: (x, y, level) => grid.index(x, y, level) }),
});

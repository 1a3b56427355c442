import { MazekitError, defineShape, describeValue, type FailRule, type Shape, type ShapeParams } from '@mazekit/core';
import { PolarGeometry } from './geometry.js';
import { POLAR_DIRECTIONS } from './directions.js';
import { PolarGrid } from './polar-grid.js';
import { maxRings } from './rings.js';

const PACKAGE = '@mazekit/grid-polar';

function readPolar(json: Readonly<Record<string, unknown>>, fail: FailRule): PolarGrid {
  const rings = json.rings;
  if (typeof rings !== 'number' || !Number.isInteger(rings) || rings < 1) fail('size', `"rings" must be an integer >= 1, got ${describeValue(rings)}`);
  if (rings > maxRings()) fail('max-cells', `${rings} rings pass 100000000 cells; at most ${maxRings()} rings are allowed`);
  if (json.levels !== undefined && json.levels !== 1) fail('size', `a polar maze has one level; "levels" may only be 1, got ${describeValue(json.levels)}`);
  return new PolarGrid(rings);
}

const defined = defineShape<PolarGrid>({
  topology: 'polar',
  package: PACKAGE,
  name: 'Polar',
  summary: 'a disc of concentric rings around a centre cell, the rings splitting outward so cells keep an even size',
  multiLevel: false,
  params: [{ name: 'rings', type: 'number', description: 'rings around the centre cell', default: 10, min: 1, max: maxRings(), integer: true }],
  directions: POLAR_DIRECTIONS,
  create: (p) => new PolarGrid(p.rings!),
  writeFields: (grid) => ({ rings: grid.rings }),
  readFields: readPolar,
  geometry: (grid) => new PolarGeometry(grid),
  cellName(grid, cell) {
    return cell === 0 ? 'cell 0 (the centre)' : `cell ${cell} (ring ${grid.ring(cell)}, position ${grid.position(cell)})`;
  },
});

/**
 * The polar shape: what `--shape polar` uses, and what maze JSON readers need for
 * `"topology": "polar"`. Its one size is `rings`; `levels: 1` is accepted and ignored, any
 * other `levels` refused, since a polar maze has one floor.
 */
export const shape: Shape<PolarGrid> = Object.freeze({
  ...defined,
  create(params?: ShapeParams): PolarGrid {
    if (params !== undefined && params !== null && typeof params === 'object' && 'levels' in params) {
      const { levels, ...rest } = params;
      if (levels !== undefined && levels !== 1) {
        throw new MazekitError(PACKAGE, `polar mazes have one level; got levels ${describeValue(levels)}, allowed: 1`);
      }
      return defined.create(rest);
    }
    return defined.create(params);
  },
});

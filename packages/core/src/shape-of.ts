import { isMasked } from './mask-grid.js';
import type { Grid, Shape } from './grid.js';
import { isOrthogonal, orthogonalShape } from './orthogonal.js';
import type { ShapeGeometry } from './shape-geometry.js';
import { MaskedGeometry } from './mask-geometry.js';
import { MazekitError } from './errors.js';

/**
 * The shape of `grid` (of its base grid when masked): orthogonal for an `OrthogonalGrid`,
 * else the grid's own `shape`, else `undefined` (e.g. a test grid with no drawing).
 */
export function shapeOf(grid: Grid): Shape | undefined {
  const base = isMasked(grid) ? grid.base : grid;
  if (isOrthogonal(base)) return orthogonalShape;
  return base.shape;
}

/**
 * How to draw `grid`, through its shape's geometry (see {@link shapeOf}); a masked grid
 * draws its on-cells with the base geometry. Refused with one line when the grid has no shape.
 */
export function geometryOf(grid: Grid): ShapeGeometry {
  const base = isMasked(grid) ? grid.base : grid;
  const shape = shapeOf(base);
  if (!shape) throw new MazekitError('@mazekit/core', `the ${grid.topology} grid has no shape, so it cannot be drawn`);
  const geometry = shape.geometry(base);
  return isMasked(grid) ? new MaskedGeometry(geometry, grid.toBase) : geometry;
}

/** Finds the shape of `topology` among `shapes` (orthogonal is always known). */
export function findShape(topology: string, shapes: readonly Shape[] = []): Shape | undefined {
  if (topology === 'orthogonal') return orthogonalShape;
  return shapes.find((s) => s.topology === topology);
}

/** The names of the known topologies: orthogonal, then those of `shapes`. */
export function knownTopologies(shapes: readonly Shape[] = []): string[] {
  const names = ['orthogonal'];
  for (const s of shapes) if (!names.includes(s.topology)) names.push(s.topology);
  return names;
}

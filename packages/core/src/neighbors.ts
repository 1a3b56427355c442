import type { Grid } from './grid.js';
import { isOrthogonal } from './orthogonal.js';

/** Writes the neighbour of `cell` in each direction, or -1, into `out[0 .. degree - 1]`. */
export type NeighborFill = (cell: number, out: Int32Array) => void;

/**
 * The neighbour lookup for `grid`: on an `OrthogonalGrid` computed from the cell index
 * without a method call per direction, elsewhere through `grid.neighbor`. Both give the
 * same answers, so the maze does not depend on which one runs.
 */
export function neighborFill(grid: Grid): NeighborFill {
  if (isOrthogonal(grid)) {
    const { width, plane, size } = grid;
    const lastCol = width - 1;
    const lastRow = plane - width;
    const flat = (cell: number, out: Int32Array): void => {
      const inPlane = cell % plane;
      const col = cell % width;
      out[0] = inPlane >= width ? cell - width : -1;
      out[1] = inPlane < lastRow ? cell + width : -1;
      out[2] = col !== lastCol ? cell + 1 : -1;
      out[3] = col !== 0 ? cell - 1 : -1;
    };
    if (grid.levels === 1) return flat;
    return (cell, out) => {
      flat(cell, out);
      out[4] = cell + plane < size ? cell + plane : -1;
      out[5] = cell >= plane ? cell - plane : -1;
    };
  }
  const degree = grid.degree;
  return (cell, out) => {
    for (let d = 0; d < degree; d++) out[d] = grid.neighbor(cell, d);
  };
}

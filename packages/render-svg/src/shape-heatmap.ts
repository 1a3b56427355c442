import type { Grid, ShapeGeometry } from '@mazekit/core';
import { ShapePath } from './shape-path.js';

/**
 * Path data per shade for one floor of any shape, in cell units: the outline of every cell
 * of that shade (core's geometry), so a shade is one `<path>` however many cells it covers.
 * Entries are empty strings for shades that do not occur on this floor; cells the start
 * cannot reach (shade -1) are left out. Written by {@link ShapePath} (thousandths of a cell).
 */
export function shapeHeatPaths(grid: Grid, geometry: ShapeGeometry, shade: Int16Array, level: number, steps: number): string[] {
  const paths = Array.from({ length: steps }, () => new ShapePath());
  for (let c = 0; c < grid.size; c++) {
    const k = shade[c]!;
    if (k >= 0 && geometry.level(c) === level) geometry.outline(c, paths[k]!);
  }
  return paths.map((p) => p.toString());
}

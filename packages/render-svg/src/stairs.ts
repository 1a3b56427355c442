import type { OrthogonalGrid } from '@mazekit/core';

const UP_BIT = 16;
const DOWN_BIT = 32;

/**
 * Path data, in cell units, of the stair marks of one floor: a triangle pointing up in the
 * upper half of a cell with a stair up, one pointing down in the lower half of a cell with a
 * stair down (both for a cell with both).
 */
export function stairPath(grid: OrthogonalGrid, level: number): string {
  const parts: string[] = [];
  const { width, height, cells } = grid;
  const base = level * grid.plane;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const bits = cells[base + r * width + c]!;
      if (bits & UP_BIT) parts.push(`M${c}.25 ${r}.45h.5L${c}.5 ${r}.15z`);
      if (bits & DOWN_BIT) parts.push(`M${c}.25 ${r}.55h.5L${c}.5 ${r}.85z`);
    }
  }
  return parts.join('');
}

import { Bits, type OrthogonalGrid, type Tracer } from '@mazekit/core';

/**
 * Opens every passage between two cells of `grid` (stairs too, between levels): the field
 * that recursive division then divides with walls. Reports each cell as visited and each
 * passage as carved, east, south then up, in cell order.
 */
export function openField(grid: OrthogonalGrid, tracer: Tracer | undefined): void {
  const { width, height, levels, plane, cells } = grid;
  const lastCol = width - 1;
  const lastRow = height - 1;
  const topLevel = levels - 1;
  let c = 0;
  for (let level = 0; level < levels; level++) {
    const stairs = (level > 0 ? Bits.D : 0) | (level < topLevel ? Bits.U : 0);
    for (let row = 0; row < height; row++) {
      const vertical = stairs | (row > 0 ? Bits.N : 0) | (row < lastRow ? Bits.S : 0);
      for (let col = 0; col < width; col++, c++) {
        cells[c] = vertical | (col > 0 ? Bits.W : 0) | (col < lastCol ? Bits.E : 0);
        if (tracer !== undefined) {
          tracer.visit?.(c);
          if (col < lastCol) tracer.carve?.(c, c + 1);
          if (row < lastRow) tracer.carve?.(c, c + width);
          if (level < topLevel) tracer.carve?.(c, c + plane);
        }
      }
    }
  }
}

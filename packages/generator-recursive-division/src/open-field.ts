import { Bits, type OrthogonalGrid, type Tracer } from '@mazekit/core';

/**
 * Opens every passage between two cells of `grid` (stairs too, between levels): the field
 * that recursive division then divides with walls. Reports the whole field at once, before
 * any wall: one `join` of every cell (they are all in the maze from the start), then each
 * passage as carved, east, south then up, in cell order. A view that knows the generator's
 * `traceKind` is `walls` can show this opening as one step (the demo does).
 */
export function openField(grid: OrthogonalGrid, tracer: Tracer | undefined): void {
  const { width, height, levels, plane, cells } = grid;
  const lastCol = width - 1;
  const lastRow = height - 1;
  const topLevel = levels - 1;
  if (tracer?.join !== undefined) tracer.join(Array.from({ length: grid.size }, (_, cell) => cell));
  let c = 0;
  for (let level = 0; level < levels; level++) {
    const stairs = (level > 0 ? Bits.D : 0) | (level < topLevel ? Bits.U : 0);
    for (let row = 0; row < height; row++) {
      const vertical = stairs | (row > 0 ? Bits.N : 0) | (row < lastRow ? Bits.S : 0);
      for (let col = 0; col < width; col++, c++) {
        cells[c] = vertical | (col > 0 ? Bits.W : 0) | (col < lastCol ? Bits.E : 0);
        if (tracer !== undefined) {
          if (col < lastCol) tracer.carve?.(c, c + 1);
          if (row < lastRow) tracer.carve?.(c, c + width);
          if (level < topLevel) tracer.carve?.(c, c + plane);
        }
      }
    }
  }
}

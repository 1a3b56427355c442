/** Height of one row of triangles: the triangles are equilateral with sides of one cell unit. */
export const ROW_HEIGHT = Math.sqrt(3) / 2;

/**
 * The three corners of the triangle at (`col`, `row`) of one floor, in cell units, x to the
 * right and y down from the floor's top-left corner, clockwise from the top-left-most corner:
 * point-up `[apex, base right, base left]`, point-down `[top left, top right, apex]`.
 * Written into `out` as x0, y0, x1, y1, x2, y2 so drawing allocates nothing.
 */
export function triangleCorners(col: number, row: number, out: Float64Array): Float64Array {
  const left = col / 2;
  const top = row * ROW_HEIGHT;
  const bottom = top + ROW_HEIGHT;
  if ((col + row) % 2 === 0) {
    out[0] = left + 0.5;
    out[1] = top;
    out[2] = left + 1;
    out[3] = bottom;
    out[4] = left;
    out[5] = bottom;
  } else {
    out[0] = left;
    out[1] = top;
    out[2] = left + 1;
    out[3] = top;
    out[4] = left + 0.5;
    out[5] = bottom;
  }
  return out;
}

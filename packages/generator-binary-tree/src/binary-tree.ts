import { Bits, type Grid, MazekitError, type Rng, type Tracer, drawFloats, isOrthogonal } from '@mazekit/core';

const PKG = '@mazekit/generator-binary-tree';

/**
 * Carves a perfect maze into an orthogonal `grid` with the binary tree algorithm: every
 * cell opens one passage, north or east (or up, on a grid with several levels), chosen
 * uniformly among the directions that stay on the grid.
 *
 * Each cell but the north-east corner of the top level links to a cell strictly closer to
 * that corner, so the passages form a spanning tree rooted there. The north row and the
 * east column of the top level have only one way to go, which is why they are unbroken
 * corridors. One rng draw per cell that has a choice, in cell order; a row's draws are taken
 * together before the row is carved ({@link drawFloats}: in bulk when the rng can, the same
 * numbers either way), so the only memory beyond the grid is one float per column.
 */
export function carveBinaryTree(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveBinaryTree needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  const { width, height, levels, plane, cells } = grid;
  const lastCol = width - 1;
  const top = levels - 1;
  const draws = new Float64Array(width);
  let c = 0;
  for (let level = 0; level < levels; level++) {
    const canUp = level < top;
    for (let row = 0; row < height; row++) {
      const canNorth = row > 0;
      // Cells with a choice: every one when north and up are both open, all but the east
      // column when one of them is, none on the top level's north row.
      const choices = canNorth && canUp ? width : canNorth || canUp ? lastCol : 0;
      if (choices > 0) drawFloats(rng, draws, 0, choices);
      let k = 0;
      for (let col = 0; col < width; col++, c++) {
        const canEast = col < lastCol;
        const count = +canNorth + +canEast + +canUp;
        if (count === 0) {
          if (tracer !== undefined) {
            tracer.head?.(c);
            tracer.visit?.(c);
          }
          continue;
        }
        // Directions 0 north, 1 east, 2 up; one draw picks among the available ones in that order.
        let dir: number;
        if (count === 1) dir = canNorth ? 0 : canEast ? 1 : 2;
        else {
          dir = Math.floor(draws[k++]! * count);
          if (!canNorth) dir++;
          else if (!canEast && dir === 1) dir = 2;
        }
        let to: number;
        if (dir === 0) {
          to = c - width;
          cells[c]! |= Bits.N;
          cells[to]! |= Bits.S;
        } else if (dir === 1) {
          to = c + 1;
          cells[c]! |= Bits.E;
          cells[to]! |= Bits.W;
        } else {
          to = c + plane;
          cells[c]! |= Bits.U;
          cells[to]! |= Bits.D;
        }
        if (tracer !== undefined) {
          tracer.head?.(c);
          tracer.visit?.(c);
          tracer.carve?.(c, to);
        }
      }
    }
  }
}

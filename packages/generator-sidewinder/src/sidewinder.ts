import { Bits, type Grid, MazekitError, type Rng, type Tracer, isOrthogonal } from '@mazekit/core';

const PKG = '@mazekit/generator-sidewinder';

/**
 * Carves a perfect maze into an orthogonal `grid` with the sidewinder algorithm. Row by
 * row, it extends a run of cells eastwards; at each cell a coin decides whether to close the
 * run (always at the east edge), and a closed run gets one passage out of a random member:
 * north, or on a grid with several levels north or up (a coin decides when both exist; the
 * north row of a lower floor can only go up). The north row of the top floor has nowhere
 * to close to, so it is one unbroken corridor.
 *
 * Each run links once to a cell one row nearer the north edge of its floor, or one floor
 * higher; that cell is nearer the root corridor, so the passages form a spanning tree.
 */
export function carveSidewinder(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveSidewinder needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  const { width, height, levels, plane, cells } = grid;
  const lastCol = width - 1;
  const top = levels - 1;
  let c = 0;
  for (let level = 0; level < levels; level++) {
    const canUp = level < top;
    for (let row = 0; row < height; row++, c += width) {
      const canNorth = row > 0;
      const canClose = canNorth || canUp;
      let runStart = c;
      for (let col = 0; col < width; col++) {
        const cell = c + col;
        if (tracer !== undefined) {
          tracer.head?.(cell);
          tracer.visit?.(cell);
        }
        if (canClose && (col === lastCol || rng() < 0.5)) {
          const from = runStart + Math.floor(rng() * (cell - runStart + 1));
          let to: number;
          if (canNorth && (!canUp || rng() < 0.5)) {
            to = from - width;
            cells[from]! |= Bits.N;
            cells[to]! |= Bits.S;
          } else {
            to = from + plane;
            cells[from]! |= Bits.U;
            cells[to]! |= Bits.D;
          }
          if (tracer !== undefined) {
            // The head moves to the member that opens, so a view shows the carve where it happens.
            if (from !== cell) tracer.head?.(from);
            tracer.carve?.(from, to);
          }
          runStart = cell + 1;
        } else if (col < lastCol) {
          cells[cell]! |= Bits.E;
          cells[cell + 1]! |= Bits.W;
          if (tracer !== undefined) tracer.carve?.(cell, cell + 1);
        }
      }
    }
  }
}

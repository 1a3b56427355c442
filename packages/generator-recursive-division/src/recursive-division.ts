import { Bits, type Grid, MazekitError, type Rng, type Tracer, isOrthogonal } from '@mazekit/core';

const PKG = '@mazekit/generator-recursive-division';

/**
 * Carves a perfect maze into an empty single-level orthogonal `grid` by recursive division:
 * open every passage, then split the field with a straight wall that keeps one gap, and
 * split each of the two chambers the same way until they are one cell wide or tall. A
 * chamber taller than wide is split by a horizontal wall, wider than tall by a vertical
 * one, a square one either way by a coin. The wall's position and its gap are uniform.
 *
 * Chambers wait on an explicit stack (an `Int32Array`), not on the call stack. Each split
 * makes one side of a chamber at least one cell shorter, so at most `width + height`
 * chambers are ever waiting.
 */
export function carveRecursiveDivision(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveRecursiveDivision needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  if (grid.levels !== 1) {
    throw new MazekitError(PKG, `recursive division carves single-level mazes only; got levels=${grid.levels}, allowed: 1`);
  }
  const { width, height, cells } = grid;
  openField(cells, width, height, tracer);
  if (width < 2 || height < 2) return;

  // Four numbers per chamber: column, row, width, height of its north-west corner and size.
  const stack = new Int32Array(4 * (width + height));
  stack[0] = 0;
  stack[1] = 0;
  stack[2] = width;
  stack[3] = height;
  let top = 4;
  while (top > 0) {
    top -= 4;
    const x = stack[top]!;
    const y = stack[top + 1]!;
    const w = stack[top + 2]!;
    const h = stack[top + 3]!;
    const horizontal = h > w || (h === w && rng() < 0.5);
    if (horizontal) {
      // The wall runs along the south side of row y + k - 1, its gap at column `gap`.
      const k = 1 + Math.floor(rng() * (h - 1));
      const gap = x + Math.floor(rng() * w);
      const rowStart = (y + k - 1) * width;
      if (tracer !== undefined) tracer.head?.(rowStart + gap);
      for (let col = x, end = x + w; col < end; col++) {
        if (col === gap) continue;
        const c = rowStart + col;
        cells[c]! &= ~Bits.S;
        cells[c + width]! &= ~Bits.N;
        if (tracer !== undefined) tracer.wall?.(c, c + width);
      }
      // Push the southern chamber first so that the northern one is split next.
      if (h - k >= 2 && w >= 2) top = push(stack, top, x, y + k, w, h - k);
      if (k >= 2 && w >= 2) top = push(stack, top, x, y, w, k);
    } else {
      // The wall runs along the east side of column x + k - 1, its gap at row `gap`.
      const k = 1 + Math.floor(rng() * (w - 1));
      const gap = y + Math.floor(rng() * h);
      const col = x + k - 1;
      if (tracer !== undefined) tracer.head?.(gap * width + col);
      for (let row = y, end = y + h; row < end; row++) {
        if (row === gap) continue;
        const c = row * width + col;
        cells[c]! &= ~Bits.E;
        cells[c + 1]! &= ~Bits.W;
        if (tracer !== undefined) tracer.wall?.(c, c + 1);
      }
      if (w - k >= 2 && h >= 2) top = push(stack, top, x + k, y, w - k, h);
      if (k >= 2 && h >= 2) top = push(stack, top, x, y, k, h);
    }
  }
}

function push(stack: Int32Array, top: number, x: number, y: number, w: number, h: number): number {
  stack[top] = x;
  stack[top + 1] = y;
  stack[top + 2] = w;
  stack[top + 3] = h;
  return top + 4;
}

/** Opens every passage between two cells of the grid: the field the walls will divide. */
function openField(cells: Uint8Array, width: number, height: number, tracer: Tracer | undefined): void {
  const lastCol = width - 1;
  const lastRow = height - 1;
  for (let row = 0, c = 0; row < height; row++) {
    const vertical = (row > 0 ? Bits.N : 0) | (row < lastRow ? Bits.S : 0);
    for (let col = 0; col < width; col++, c++) {
      cells[c] = vertical | (col > 0 ? Bits.W : 0) | (col < lastCol ? Bits.E : 0);
      if (tracer !== undefined) {
        tracer.visit?.(c);
        if (col < lastCol) tracer.carve?.(c, c + 1);
        if (row < lastRow) tracer.carve?.(c, c + width);
      }
    }
  }
}

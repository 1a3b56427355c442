import { Bits, type Grid, MazekitError, type Rng, type Tracer, isOrthogonal } from '@mazekit/core';
import { openField } from './open-field.js';

const PKG = '@mazekit/generator-recursive-division';

/** Six numbers per waiting chamber: its lowest column, row and level, then its extents. */
const FIELDS = 6;

/**
 * Carves a perfect maze into an empty orthogonal `grid` by recursive division: open every
 * passage, then split the field with a straight wall that keeps one gap, and split each of
 * the two chambers the same way until each is a single line of cells. A chamber is cut
 * across its longest side (a tie is settled by a draw): a chamber taller than wide gets a
 * horizontal wall, one wider than tall a vertical wall. On a grid with several levels a
 * chamber deeper (in floors) than wide and tall gets a floor with a single stair left in it.
 * The wall's position and its gap are uniform.
 *
 * Chambers wait on an explicit stack (an `Int32Array`), not on the call stack. Each split
 * makes both halves at least one cell shorter along the cut, so at most
 * `width + height + levels` chambers are ever waiting.
 */
export function carveRecursiveDivision(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (!isOrthogonal(grid)) {
    throw new MazekitError(PKG, `carveRecursiveDivision needs an orthogonal grid, got topology "${grid.topology}"`);
  }
  const { width, height, levels, plane, cells } = grid;
  openField(grid, tracer);

  const stack = new Int32Array(FIELDS * (width + height + levels));
  let top = push(stack, 0, 0, 0, 0, width, height, levels);
  while (top > 0) {
    top -= FIELDS;
    const x = stack[top]!;
    const y = stack[top + 1]!;
    const z = stack[top + 2]!;
    const w = stack[top + 3]!;
    const h = stack[top + 4]!;
    const d = stack[top + 5]!;
    const axis = longestSide(rng, w, h, d);
    if (axis === ROWS) {
      // A horizontal wall along the south side of row y + k - 1, on every level of the chamber.
      const k = 1 + Math.floor(rng() * (h - 1));
      const gapCol = x + Math.floor(rng() * w);
      const gapLevel = d > 1 ? z + Math.floor(rng() * d) : z;
      const row = y + k - 1;
      if (tracer !== undefined) tracer.head?.(gapCol + width * row + plane * gapLevel);
      for (let level = z; level < z + d; level++) {
        const start = width * row + plane * level;
        for (let col = x; col < x + w; col++) {
          if (col === gapCol && level === gapLevel) continue;
          const c = start + col;
          cells[c]! &= ~Bits.S;
          cells[c + width]! &= ~Bits.N;
          if (tracer !== undefined) tracer.wall?.(c, c + width);
        }
      }
      // Push the far chamber first so that the near one (north) is split next.
      top = push(stack, top, x, y + k, z, w, h - k, d);
      top = push(stack, top, x, y, z, w, k, d);
    } else if (axis === COLUMNS) {
      // A vertical wall along the east side of column x + k - 1, on every level of the chamber.
      const k = 1 + Math.floor(rng() * (w - 1));
      const gapRow = y + Math.floor(rng() * h);
      const gapLevel = d > 1 ? z + Math.floor(rng() * d) : z;
      const col = x + k - 1;
      if (tracer !== undefined) tracer.head?.(col + width * gapRow + plane * gapLevel);
      for (let level = z; level < z + d; level++) {
        for (let row = y; row < y + h; row++) {
          if (row === gapRow && level === gapLevel) continue;
          const c = col + width * row + plane * level;
          cells[c]! &= ~Bits.E;
          cells[c + 1]! &= ~Bits.W;
          if (tracer !== undefined) tracer.wall?.(c, c + 1);
        }
      }
      top = push(stack, top, x + k, y, z, w - k, h, d);
      top = push(stack, top, x, y, z, k, h, d);
    } else {
      // A floor between levels z + k - 1 and z + k, with one stair left open.
      const k = 1 + Math.floor(rng() * (d - 1));
      const gapCol = x + Math.floor(rng() * w);
      const gapRow = y + Math.floor(rng() * h);
      const start = plane * (z + k - 1);
      if (tracer !== undefined) tracer.head?.(start + width * gapRow + gapCol);
      for (let row = y; row < y + h; row++) {
        for (let col = x; col < x + w; col++) {
          if (row === gapRow && col === gapCol) continue;
          const c = start + width * row + col;
          cells[c]! &= ~Bits.U;
          cells[c + plane]! &= ~Bits.D;
          if (tracer !== undefined) tracer.wall?.(c, c + plane);
        }
      }
      top = push(stack, top, x, y, z + k, w, h, d - k);
      top = push(stack, top, x, y, z, w, h, k);
    }
  }
}

const ROWS = 0;
const COLUMNS = 1;
const LEVELS = 2;

/**
 * The side to cut across: the longest of height, width and depth; ties are settled by one
 * draw, height before width before depth (so flat mazes toss a fair coin between a
 * horizontal and a vertical wall, as in the usual two-dimensional algorithm).
 */
function longestSide(rng: Rng, w: number, h: number, d: number): number {
  const longest = Math.max(w, h, d);
  const ties = (h === longest ? 1 : 0) + (w === longest ? 1 : 0) + (d === longest ? 1 : 0);
  let pick = ties === 1 ? 0 : Math.floor(rng() * ties);
  if (h === longest) {
    if (pick === 0) return ROWS;
    pick--;
  }
  if (w === longest && pick === 0) return COLUMNS;
  return LEVELS;
}

/** Pushes a chamber unless it is a single line of cells, which is already a perfect maze. */
function push(stack: Int32Array, top: number, x: number, y: number, z: number, w: number, h: number, d: number): number {
  if ((w > 1 ? 1 : 0) + (h > 1 ? 1 : 0) + (d > 1 ? 1 : 0) < 2) return top;
  stack[top] = x;
  stack[top + 1] = y;
  stack[top + 2] = z;
  stack[top + 3] = w;
  stack[top + 4] = h;
  stack[top + 5] = d;
  return top + FIELDS;
}

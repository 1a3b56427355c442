import type { WovenGrid } from '../woven.js';
import { OVER_EAST_WEST, OVER_NORTH_SOUTH } from '../woven.js';
import type { PathContext } from './context.js';
import { isGap } from './exits.js';

/**
 * The margin between a weave maze's corridors and the squares of its cells, in cells: the
 * floor of cell (col, row) is `[col + m, col + 1 − m] × [row + m, row + 1 − m]` widened by a
 * band out to each open side (the maze JSON document, §10). The margin is what lets the
 * corridor beneath a crossing show on either side of the corridor on top.
 */
export const WEAVE_INSET = 0.15;

/** The open sides of `cell` as the weave drawers see them: its passages, its entrance or exit gap, all four at a crossing. */
function openSides(grid: WovenGrid, cell: number, open: readonly number[] | undefined): number {
  if (grid.over[cell] !== 0) return 15;
  let bits = grid.cells[cell]!;
  if (open) for (let d = 0; d < 4; d++) if (isGap(open, cell, d)) bits |= 1 << d;
  return bits;
}

function seg(ctx: PathContext, vertical: boolean, at: number, a: number, b: number): void {
  if (vertical) {
    ctx.moveTo(at, a);
    ctx.lineTo(at, b);
  } else {
    ctx.moveTo(a, at);
    ctx.lineTo(b, at);
  }
}

/** One line of a cell, from `from` to `from + 1` along x (or y when `vertical`), in three pieces: margin, middle, margin. */
function line(ctx: PathContext, vertical: boolean, at: number, from: number, m: number, first: boolean, middle: boolean, last: boolean): void {
  if (middle) seg(ctx, vertical, at, first ? from : from + m, last ? from + 1 : from + 1 - m);
  else {
    if (first) seg(ctx, vertical, at, from, from + m);
    if (last) seg(ctx, vertical, at, from + 1 - m, from + 1);
  }
}

/**
 * Draws the walls of a weave maze into `ctx` in cell units, as `moveTo`/`lineTo` pairs (the
 * caller strokes): each cell's floor outlined inside its square (see {@link WEAVE_INSET}), a
 * closed side as one inner segment, an open side as the two walls of its band. At a crossing
 * the corridor on top keeps both long walls unbroken, and the corridor beneath shows only as
 * the two stubs outside them: its walls have gaps where it passes under. Sides in `open`
 * (`[cell, dir, …]`, see `exitGaps`) are the entrance and exit: their band runs out through
 * the border. `only` limits the drawing to those cells (a view draws the cells in sight); each
 * cell's walls are its own, so any subset draws exactly its part of the picture. Allocates nothing.
 */
export function drawWeaveWalls(grid: WovenGrid, ctx: PathContext, open?: readonly number[], m = WEAVE_INSET, only?: ArrayLike<number>): void {
  const { width, over } = grid;
  const count = only ? only.length : grid.size;
  for (let i = 0; i < count; i++) {
    const c = only ? only[i]! : i;
    const x = c % width;
    const y = (c - x) / width;
    const bits = openSides(grid, c, open);
    const n = (bits & 1) !== 0;
    const s = (bits & 2) !== 0;
    const e = (bits & 4) !== 0;
    const w = (bits & 8) !== 0;
    // Middle pieces are closed sides; at a crossing, the long walls of the corridor on top.
    const o = over[c]!;
    const midN = o === OVER_EAST_WEST || (o === 0 && !n);
    const midS = o === OVER_EAST_WEST || (o === 0 && !s);
    const midE = o === OVER_NORTH_SOUTH || (o === 0 && !e);
    const midW = o === OVER_NORTH_SOUTH || (o === 0 && !w);
    line(ctx, true, x + m, y, m, n, midW, s);
    line(ctx, true, x + 1 - m, y, m, n, midE, s);
    line(ctx, false, y + m, x, m, w, midN, e);
    line(ctx, false, y + 1 - m, x, m, w, midS, e);
  }
}

function rect(ctx: PathContext, x0: number, y0: number, x1: number, y1: number): void {
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y0);
  ctx.lineTo(x1, y1);
  ctx.lineTo(x0, y1);
  ctx.closePath?.();
}

/**
 * Adds the floor of `cell` to `ctx` in cell units, as at most two closed rectangles of the same
 * winding (fill them, non-zero, for a heat map): its inner square with a band out to each open
 * side. A band that passes beneath a crossing reaches on into the crossing's square, up to the
 * wall of the corridor on top, so each stub of a corridor beneath takes the colour of the cell
 * it leads from. A crossing's own floor is its corridor on top, edge to edge.
 */
export function drawWeaveFloor(grid: WovenGrid, cell: number, ctx: PathContext, open?: readonly number[], m = WEAVE_INSET): void {
  const { width, over } = grid;
  const x = cell % width;
  const y = (cell - x) / width;
  const o = over[cell]!;
  if (o === OVER_NORTH_SOUTH) return rect(ctx, x + m, y, x + 1 - m, y + 1);
  if (o === OVER_EAST_WEST) return rect(ctx, x, y + m, x + 1, y + 1 - m);
  const bits = openSides(grid, cell, open);
  // Into a neighbouring crossing from its side: under it, as far as its corridor on top.
  const under = (n: number, axis: number): boolean => n >= 0 && n < grid.size && over[n] === axis;
  const left = bits & 8 ? (x > 0 && under(cell - 1, OVER_NORTH_SOUTH) ? x - m : x) : x + m;
  const right = bits & 4 ? (x < width - 1 && under(cell + 1, OVER_NORTH_SOUTH) ? x + 1 + m : x + 1) : x + 1 - m;
  const top = bits & 1 ? (under(cell - width, OVER_EAST_WEST) ? y - m : y) : y + m;
  const bottom = bits & 2 ? (under(cell + width, OVER_EAST_WEST) ? y + 1 + m : y + 1) : y + 1 - m;
  if (bits & 12) rect(ctx, left, y + m, right, y + 1 - m);
  if (bits & 3 || !(bits & 12)) rect(ctx, x + m, top, x + 1 - m, bottom);
}

/**
 * Draws `route` (cells, each a neighbour of the one before) into `ctx` in cell units as a line
 * through the cell centres. A step that passes beneath a crossing stops at the first wall of
 * the corridor on top and goes on past the second, so the route disappears under the crossing
 * as the corridor does; `halfWidth` (half the stroke width, in cells) keeps a round cap from
 * poking over that wall. A step over the top of a crossing is an ordinary step.
 */
export function drawWeaveRoute(grid: WovenGrid, route: readonly number[], ctx: PathContext, halfWidth = 0, m = WEAVE_INSET): void {
  const width = grid.width;
  let previous = -1;
  for (const cell of route) {
    const x = cell % width;
    const y = (cell - x) / width;
    if (previous < 0) {
      ctx.moveTo(x + 0.5, y + 0.5);
      if (route.length === 1) ctx.lineTo(x + 0.5, y + 0.5);
      previous = cell;
      continue;
    }
    const step = cell - previous;
    const between = previous + step / 2;
    const straight = step === 2 || step === -2 ? y === (previous - (previous % width)) / width : step === 2 * width || step === -2 * width;
    if (straight && grid.over[between] !== 0) {
      // Beneath the crossing between them: hidden between the walls of its corridor on top.
      const bx = between % width;
      const by = (between - bx) / width;
      const sx = Math.sign(step === 2 || step === -2 ? step : 0);
      const sy = Math.sign(sx === 0 ? step : 0);
      const reach = 0.5 - m + halfWidth;
      ctx.lineTo(bx + 0.5 - sx * reach, by + 0.5 - sy * reach);
      ctx.moveTo(bx + 0.5 + sx * reach, by + 0.5 + sy * reach);
    }
    ctx.lineTo(x + 0.5, y + 0.5);
    previous = cell;
  }
}

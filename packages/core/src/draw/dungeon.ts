import type { Door } from '../layout.js';
import { CellKind } from '../layout.js';
import type { OrthogonalGrid } from '../orthogonal.js';
import type { PathContext } from './context.js';

/** How far a door's bar reaches from the wall it sits in, and how much of the wall it leaves free at each end, in cells. */
export const DOOR_MARK = Object.freeze({ halfThickness: 0.12, inset: 0.15 });

function rect(ctx: PathContext, x: number, y: number, w: number, h: number): void {
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h);
  ctx.lineTo(x, y + h);
  ctx.closePath?.();
}

/**
 * Adds the rock of floor `level` to `ctx` as closed rectangles in cell units (one per run of
 * rock cells along a row), ready to fill: the solid, unreachable part of a dungeon. `kinds` is
 * {@link LayoutCells.kinds} of `grid`.
 */
export function drawRock(grid: OrthogonalGrid, kinds: Uint8Array, level: number, ctx: PathContext): void {
  const { width, height } = grid;
  const base = width * height * level;
  for (let y = 0; y < height; y++) {
    const row = base + y * width;
    let x = 0;
    while (x < width) {
      if (kinds[row + x] !== CellKind.ROCK) {
        x++;
        continue;
      }
      const from = x;
      while (x < width && kinds[row + x] === CellKind.ROCK) x++;
      rect(ctx, from, y, x - from, 1);
    }
  }
}

/**
 * Adds a bar for each door on floor `level` to `ctx`, in cell units, ready to fill: a thin
 * rectangle lying in the opening, along the wall it opens, short of the wall's ends so the
 * walls beside it still show (the seeds' "blocks with a brown bar are doors"). Doors are
 * neighbours on one floor, in either order.
 */
export function drawDoorMarks(grid: OrthogonalGrid, doors: readonly Door[], level: number, ctx: PathContext): void {
  const { width, height } = grid;
  const plane = width * height;
  const { halfThickness: t, inset } = DOOR_MARK;
  for (const door of doors) {
    const a = Math.min(door.from, door.to);
    const b = Math.max(door.from, door.to);
    if (Math.floor(a / plane) !== level) continue;
    const x = a % width;
    const y = Math.floor((a % plane) / width);
    if (b === a + 1) rect(ctx, x + 1 - t, y + inset, 2 * t, 1 - 2 * inset);
    else rect(ctx, x + inset, y + 1 - t, 1 - 2 * inset, 2 * t);
  }
}

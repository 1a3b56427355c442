import { Bits, type OrthogonalGrid } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import type { Geometry } from './geometry.js';
import type { LayoutOptions } from './options.js';

/**
 * Marks the stairs of every floor with glyphs in one filled path: a triangle pointing up
 * for a stair up, down for a stair down, and both (an hourglass) for a cell with both.
 * `cells` are the passages to read (the finished maze, or a frame's carved-so-far).
 */
export function fillStairs(
  ctx: CanvasContext,
  grid: OrthogonalGrid,
  cells: Uint8Array,
  geo: Geometry,
  o: LayoutOptions,
  color: string,
): void {
  if (grid.levels < 2) return;
  const cs = o.cellSize;
  // Half the free space inside a cell, so the glyph never touches a wall.
  const r = Math.max(1, (cs - o.wallWidth) * 0.32);
  ctx.beginPath();
  for (let c = 0; c < grid.size; c++) {
    const bits = cells[c]! & (Bits.U | Bits.D);
    if (!bits) continue;
    const at = geo.origin(grid.level(c));
    const cx = at.x + (grid.col(c) + 0.5) * cs;
    const cy = at.y + (grid.row(c) + 0.5) * cs;
    if (bits === Bits.U) triangle(ctx, cx, cy, r, -1);
    else if (bits === Bits.D) triangle(ctx, cx, cy, r, 1);
    else {
      triangle(ctx, cx, cy - r / 2, r / 2, -1);
      triangle(ctx, cx, cy + r / 2, r / 2, 1);
    }
  }
  ctx.fillStyle = color;
  ctx.fill();
}

/** An isosceles triangle centred on (cx, cy), apex up (`dir` -1) or down (1). */
function triangle(ctx: CanvasContext, cx: number, cy: number, r: number, dir: number): void {
  ctx.moveTo(cx, cy + dir * r);
  ctx.lineTo(cx + r, cy - dir * r);
  ctx.lineTo(cx - r, cy - dir * r);
  ctx.closePath();
}

import { drawWalls, type OrthogonalGrid } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import type { Geometry } from './geometry.js';
import type { LayoutOptions } from './options.js';

/** Odd integer line widths sit on half pixels, so that they cover whole pixels and stay sharp. */
export function lineOffset(wallWidth: number): number {
  return Number.isInteger(wallWidth) && wallWidth % 2 === 1 ? 0.5 : 0;
}

/** Strokes every wall of every floor (merged runs, border included but the `open` gaps) in one path. */
export function strokeWalls(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: LayoutOptions, color: string, open?: readonly number[]): void {
  const shift = lineOffset(o.wallWidth);
  ctx.beginPath();
  for (let level = 0; level < grid.levels; level++) {
    const at = geo.origin(level);
    drawWalls(ctx, grid, level, o.cellSize, at.x + shift, at.y + shift, open);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = o.wallWidth;
  ctx.lineCap = 'square';
  ctx.stroke();
}

/** Strokes the outer border of every floor in one path. */
export function strokeBorders(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: LayoutOptions, color: string): void {
  const shift = lineOffset(o.wallWidth);
  const w = grid.width * o.cellSize;
  const h = grid.height * o.cellSize;
  ctx.beginPath();
  for (let level = 0; level < grid.levels; level++) {
    const at = geo.origin(level);
    const x = at.x + shift;
    const y = at.y + shift;
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x + w, y + h);
    ctx.lineTo(x, y + h);
    ctx.closePath();
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = o.wallWidth;
  ctx.lineCap = 'square';
  ctx.stroke();
}

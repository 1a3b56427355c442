import { ScaledContext, drawStairMarks, type Grid, type ShapeGeometry } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import type { Geometry } from './geometry.js';

/**
 * Fills the stair marks of every floor in one path, core's look (the SVG renderer's too): ▲
 * for a stair up, ▼ for a stair down, both at half size for a two-way stair. `grid` holds the
 * passages to read (the finished maze, or a frame's carved-so-far).
 */
export function fillStairs(ctx: CanvasContext, grid: Grid, shape: ShapeGeometry, geo: Geometry, cellSize: number, color: string): void {
  if (shape.levels < 2) return;
  const scaled = new ScaledContext(ctx, cellSize);
  ctx.beginPath();
  for (let level = 0; level < shape.levels; level++) {
    const at = geo.origin(level);
    scaled.dx = at.x;
    scaled.dy = at.y;
    drawStairMarks(grid, shape, level, scaled);
  }
  ctx.fillStyle = color;
  ctx.fill();
}

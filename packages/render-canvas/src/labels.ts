import type { CanvasContext } from './context.js';
import type { Geometry } from './geometry.js';

/** Writes "Level n" above each floor, as the SVG renderer does. */
export function fillLabels(ctx: CanvasContext, levels: number, geo: Geometry, color: string): void {
  if (!geo.labelHeight) return;
  ctx.fillStyle = color;
  ctx.font = `${geo.labelHeight - 4}px sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (let level = 0; level < levels; level++) {
    const at = geo.origin(level);
    ctx.fillText(floorLabel(level), at.x, at.y - geo.labelHeight / 2);
  }
}

/** The name of floor `level` (counted from 0), the same text as the SVG renderer's labels. */
export function floorLabel(level: number): string {
  return `Level ${level + 1}`;
}

/** Writes `title` in the strip at the top of the canvas; nothing when it is empty. */
export function fillTitle(ctx: CanvasContext, geo: Geometry, padding: number, title: string, color: string): void {
  if (!title || !geo.titleHeight) return;
  ctx.fillStyle = color;
  ctx.font = `${geo.titleFont}px sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, padding, padding + geo.titleHeight / 2);
}

import type { OrthogonalGrid } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import type { Geometry } from './geometry.js';

/** Writes "floor N ▲▼" above each floor: the name and the glyphs its stairs carry. */
export function fillLabels(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, color: string): void {
  if (!geo.labelHeight) return;
  ctx.fillStyle = color;
  ctx.font = `${geo.labelHeight - 4}px sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (let level = 0; level < grid.levels; level++) {
    const at = geo.origin(level);
    ctx.fillText(floorLabel(level, grid.levels), at.x, at.y - geo.labelHeight / 2);
  }
}

/** The floor name with the stair directions it has: ▲ up to the next floor, ▼ down. */
export function floorLabel(level: number, levels: number): string {
  const up = level < levels - 1 ? ' ▲' : '';
  const down = level > 0 ? ' ▼' : '';
  return `floor ${level + 1}${up}${down}`;
}

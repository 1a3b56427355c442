import { ScaledContext, drawGridWalls, drawWeaveWalls, isWoven, type Grid, type ShapeGeometry } from '@mazekit/core';
import type { ShapeWalker } from './shape-walker.js';

/**
 * The mini-map of a walk through a maze of any shape: the walker's floor from above through
 * the shape's geometry (walls, stair cells tinted, the goal when on this floor), the walker as
 * an arrow pointing along its heading.
 */
export function drawShapeMinimap(canvas: HTMLCanvasElement, grid: Grid, geometry: ShapeGeometry, walker: ShapeWalker, goal: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const level = walker.level;
  const scale = Math.max(2, Math.min((canvas.width - 8) / geometry.width, (canvas.height - 20) / geometry.height));
  const x0 = (canvas.width - geometry.width * scale) / 2;
  const y0 = 16 + (canvas.height - 16 - geometry.height * scale) / 2;
  const at = new ScaledContext(ctx, scale, x0, y0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.88)';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const fillCell = (cell: number, color: string) => {
    ctx.beginPath();
    geometry.outline(cell, at);
    ctx.fillStyle = color;
    ctx.fill();
  };
  const stairs = [0, 1].map((k) => {
    for (let d = 0; d < grid.degree; d++) if (geometry.stair(d) === (k ? -1 : 1)) return d;
    return -1;
  });
  for (let c = 0; c < grid.size; c++) {
    if (geometry.level(c) !== level) continue;
    const up = stairs[0]! >= 0 && grid.isOpen(c, stairs[0]!);
    const down = stairs[1]! >= 0 && grid.isOpen(c, stairs[1]!);
    if (up || down) fillCell(c, up ? '#b39ddb' : '#ce93d8');
  }
  if (goal >= 0 && geometry.level(goal) === level) fillCell(goal, '#c62828');
  ctx.beginPath();
  // A weave maze as the 2D view draws it: the corridor beneath a crossing with gaps in its walls.
  if (isWoven(grid)) drawWeaveWalls(grid, at);
  else drawGridWalls(grid, geometry, level, at);
  ctx.strokeStyle = '#263238';
  ctx.lineWidth = 1;
  ctx.stroke();
  const c = geometry.center(walker.cell);
  const [cx, cy] = [x0 + c.x * scale, y0 + c.y * scale];
  const r = Math.max(3, scale * 0.4);
  const a = walker.heading;
  ctx.beginPath();
  ctx.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
  ctx.lineTo(cx + r * Math.cos(a + 2.5), cy + r * Math.sin(a + 2.5));
  ctx.lineTo(cx + r * Math.cos(a - 2.5), cy + r * Math.sin(a - 2.5));
  ctx.closePath();
  ctx.fillStyle = '#2e7d32';
  ctx.fill();
  ctx.fillStyle = '#263238';
  ctx.font = '11px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText(`Level ${level + 1} of ${geometry.levels}`, 4, 2);
}

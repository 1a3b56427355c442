import { drawWalls, type OrthogonalGrid } from '@mazekit/core';
import type { Walker } from './walker.js';

/**
 * Draws the walker's floor seen from above onto `canvas`: walls, stairs (▲ up, ▼ down), the
 * goal when it is on this floor, and the walker as an arrow pointing where it faces.
 */
export function drawMinimap(canvas: HTMLCanvasElement, grid: OrthogonalGrid, walker: Walker, goal: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width: w, height: h } = grid;
  const level = walker.level;
  const cs = Math.max(2, Math.floor(Math.min((canvas.width - 8) / w, (canvas.height - 8) / h)));
  const x0 = Math.floor((canvas.width - w * cs) / 2);
  const y0 = Math.floor((canvas.height - h * cs) / 2);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.88)';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const base = level * grid.plane;
  for (let i = 0; i < grid.plane; i++) {
    const bits = grid.cells[base + i]!;
    if (!(bits & 48)) continue;
    ctx.fillStyle = bits & 16 ? '#b39ddb' : '#ce93d8';
    ctx.fillRect(x0 + (i % w) * cs + 1, y0 + Math.floor(i / w) * cs + 1, cs - 2, cs - 2);
  }
  if (goal >= 0 && grid.level(goal) === level) {
    ctx.fillStyle = '#c62828';
    ctx.fillRect(x0 + grid.col(goal) * cs + 1, y0 + grid.row(goal) * cs + 1, cs - 2, cs - 2);
  }
  ctx.beginPath();
  drawWalls(ctx, grid, level, cs, x0, y0);
  ctx.strokeStyle = '#263238';
  ctx.lineWidth = 1;
  ctx.stroke();
  // The walker: an arrow in its cell, pointing the way it faces.
  const cx = x0 + (grid.col(walker.cell) + 0.5) * cs;
  const cy = y0 + (grid.row(walker.cell) + 0.5) * cs;
  const angle = [-Math.PI / 2, 0, Math.PI / 2, Math.PI][walker.facing]!;
  const r = Math.max(3, cs * 0.45);
  ctx.beginPath();
  ctx.moveTo(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  ctx.lineTo(cx + r * Math.cos(angle + 2.5), cy + r * Math.sin(angle + 2.5));
  ctx.lineTo(cx + r * Math.cos(angle - 2.5), cy + r * Math.sin(angle - 2.5));
  ctx.closePath();
  ctx.fillStyle = '#2e7d32';
  ctx.fill();
  ctx.fillStyle = '#263238';
  ctx.font = '11px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText(`Level ${level + 1} of ${grid.levels}`, 4, 2);
}

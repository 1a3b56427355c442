import { distances, type Maze, type OrthogonalGrid } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import { geometry, gridOf, type Geometry } from './geometry.js';
import { fillLabels } from './labels.js';
import { resolveMazeStyle, type CanvasOptions, type MazeStyle } from './options.js';
import { fillStairs } from './stairs.js';
import { strokeWalls } from './walls.js';

/**
 * Draws `maze` onto a 2D canvas context sized with {@link canvasSize}: background,
 * optional distance heat map, start and goal, optional solution, walls as merged runs,
 * stair glyphs and floor labels. Floors of a multi-level maze sit side by side in rows.
 */
export function drawMaze(ctx: CanvasContext, maze: Maze, options?: CanvasOptions): void {
  const o = resolveMazeStyle(options);
  const grid = gridOf(maze);
  const geo = geometry(grid, o);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, geo.width, geo.height);
  }
  if (o.heatmap) fillHeat(ctx, grid, geo, o, maze.start ?? 0);
  if (o.showSolution && maze.solution && maze.solution.length > 1) strokeSolution(ctx, grid, geo, o, maze.solution);
  // Start and goal go over the route's ends, so that both stay visible.
  if (maze.start !== undefined) fillCell(ctx, grid, geo, o, maze.start, o.startColor);
  if (maze.goal !== undefined) fillCell(ctx, grid, geo, o, maze.goal, o.goalColor);
  strokeWalls(ctx, grid, geo, o, o.wallColor);
  fillStairs(ctx, grid, grid.cells, geo, o, o.stairColor);
  fillLabels(ctx, grid, geo, o.wallColor);
}

/** One square per reachable cell, more opaque the farther it is from `from`. */
function fillHeat(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: MazeStyle, from: number): void {
  const dist = distances(grid, from);
  let max = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c]! > max) max = dist[c]!;
  const cs = o.cellSize;
  ctx.fillStyle = o.heatColor;
  for (let c = 0; c < grid.size; c++) {
    const d = dist[c]!;
    if (d < 0) continue;
    const at = geo.origin(grid.level(c));
    ctx.globalAlpha = 0.08 + (0.82 * d) / (max || 1);
    ctx.fillRect(at.x + grid.col(c) * cs, at.y + grid.row(c) * cs, cs, cs);
  }
  ctx.globalAlpha = 1;
}

/** A square inset in one cell, clear of its walls. */
function fillCell(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: MazeStyle, cell: number, color: string): void {
  if (cell < 0 || cell >= grid.size) return;
  const cs = o.cellSize;
  const inset = o.wallWidth / 2 + cs * 0.12;
  const at = geo.origin(grid.level(cell));
  ctx.fillStyle = color;
  ctx.fillRect(at.x + grid.col(cell) * cs + inset, at.y + grid.row(cell) * cs + inset, cs - 2 * inset, cs - 2 * inset);
}

/** A line through the cell centres; it lifts the pen where the route takes a stair. */
function strokeSolution(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: MazeStyle, route: readonly number[]): void {
  const cs = o.cellSize;
  ctx.beginPath();
  let level = -1;
  for (const c of route) {
    if (c < 0 || c >= grid.size) continue;
    const l = grid.level(c);
    const at = geo.origin(l);
    const x = at.x + (grid.col(c) + 0.5) * cs;
    const y = at.y + (grid.row(c) + 0.5) * cs;
    if (l !== level) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
    level = l;
  }
  ctx.strokeStyle = o.solutionColor;
  ctx.lineWidth = Math.max(1, cs / 5);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

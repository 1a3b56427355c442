import { distances, heatRamp, heatShades, shadeRuns, type Maze, type OrthogonalGrid } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import { geometry, gridOf, type Geometry } from './geometry.js';
import { fillLabels, fillTitle } from './labels.js';
import { resolveMazeStyle, type CanvasOptions, type MazeStyle } from './options.js';
import { fillStairs } from './stairs.js';
import { strokeWalls } from './walls.js';

/**
 * Draws `maze` onto a 2D canvas context sized with {@link canvasSize}: background, optional
 * title, optional distance heat map, solution, start and goal, walls as merged runs, stair
 * glyphs and floor labels. Floors of a multi-level maze sit side by side in rows.
 */
export function drawMaze(ctx: CanvasContext, maze: Maze, options?: CanvasOptions): void {
  const o = resolveMazeStyle(options);
  const grid = gridOf(maze);
  const geo = geometry(grid, o);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, geo.width, geo.height);
  }
  fillTitle(ctx, geo, o.padding, o.title, o.wallColor);
  if (o.heatmap) fillHeat(ctx, grid, geo, o, maze.start ?? 0);
  if (o.solution && maze.solution && maze.solution.length > 1) strokeSolution(ctx, grid, geo, o, maze.solution);
  // Start and goal go over the route's ends, so that both stay visible.
  if (o.ends && maze.start !== undefined) fillCell(ctx, grid, geo, o, maze.start, o.startColor);
  if (o.ends && maze.goal !== undefined) fillCell(ctx, grid, geo, o, maze.goal, o.goalColor);
  strokeWalls(ctx, grid, geo, o, o.wallColor);
  if (o.stairs) fillStairs(ctx, grid, grid.cells, geo, o, o.stairColor);
  fillLabels(ctx, grid, geo, o.wallColor);
}

/** The SVG renderer's heat map: `heatSteps` shades from white to `heatColor`, one rectangle per same-shade run of a row. */
function fillHeat(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: MazeStyle, from: number): void {
  if (from < 0 || from >= grid.size) return;
  const shades = heatShades(distances(grid, from), o.heatSteps);
  const ramp = heatRamp(o.heatColor, o.heatSteps);
  const cs = o.cellSize;
  for (let level = 0; level < grid.levels; level++) {
    const at = geo.origin(level);
    shadeRuns(grid, shades, level, (row, col, length, step) => {
      ctx.fillStyle = ramp[step]!;
      ctx.fillRect(at.x + col * cs, at.y + row * cs, length * cs, cs);
    });
  }
}

/** A square inset in one cell, clear of its walls. */
function fillCell(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: MazeStyle, cell: number, color: string): void {
  if (cell < 0 || cell >= grid.size) return;
  const cs = o.cellSize;
  // Walls as wide as the cell leave no room inside it; the marker then keeps a fifth of the cell.
  const inset = Math.min(o.wallWidth / 2 + cs * 0.12, cs * 0.4);
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

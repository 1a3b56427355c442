import { drawGridWalls, geometryOf, type Grid, type Maze, type PathContext, type Point, type ShapeGeometry } from '@mazekit/core';
import type { jsPDF } from 'jspdf';
import { rgb, writeContent } from './content.js';
import { wallWidth } from './draw-maze.js';
import type { PdfOptions } from './options.js';
import type { PdfPath } from './pdf-path.js';

/** Where each floor of a shape's maze goes, in cell units: as core's floorLayout lays out orthogonal floors. */
export function shapeLayout(geometry: ShapeGeometry): { width: number; height: number; origin(level: number): Point } {
  const levels = geometry.levels;
  const columns = Math.max(1, Math.min(levels, Math.ceil(Math.sqrt(levels))));
  const rows = Math.ceil(levels / columns);
  const fw = geometry.width + 1;
  const fh = geometry.height + 1;
  return {
    width: columns * fw - 1,
    height: rows * fh - 1,
    origin: (level) => ({ x: (level % columns) * fw, y: Math.floor(level / columns) * fh }),
  };
}

/** Keeps the nearest distance from a point to the middle of the sides drawn into it. */
class NearestSide implements PathContext {
  cx = 0;
  cy = 0;
  nearest = Infinity;
  private sx = 0;
  private sy = 0;
  moveTo(x: number, y: number): void {
    this.sx = x;
    this.sy = y;
  }
  lineTo(x: number, y: number): void {
    this.nearest = Math.min(this.nearest, Math.hypot((this.sx + x) / 2 - this.cx, (this.sy + y) / 2 - this.cy));
  }
  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const mid = (start + end) / 2 + (anticlockwise === end > start ? Math.PI : 0);
    this.nearest = Math.min(this.nearest, Math.hypot(cx + r * Math.cos(mid) - this.cx, cy + r * Math.sin(mid) - this.cy));
  }
}

/**
 * The radius of the entrance and exit marks of `cell`: 60 % of the distance from its centre to
 * its nearest side, so a mark never covers a wall (0.3 for a unit square, less for a triangle).
 */
function markRadius(grid: Grid, geometry: ShapeGeometry, cell: number, center: Point): number {
  const probe = new NearestSide();
  probe.cx = center.x;
  probe.cy = center.y;
  for (let d = 0; d < grid.degree; d++) if (geometry.stair(d) === 0) geometry.wall(cell, d, probe);
  return Number.isFinite(probe.nearest) ? 0.6 * probe.nearest : 0.3;
}

/**
 * Draws a maze of any shape (hex, triangle, polar, masked, …) through its shape's geometry,
 * as {@link drawMaze} draws orthogonal ones: one `cm` into cell units, every wall once
 * (core's `drawGridWalls`, arcs as Béziers through `path`), the solution through the cell
 * centres when `withSolution`, the entrance disc and the exit square, sized to the cell.
 */
export function drawShapeMaze(doc: jsPDF, path: PdfPath, maze: Maze<Grid>, left: number, top: number, cell: number, opts: PdfOptions, withSolution: boolean): void {
  const grid = maze.grid;
  const geometry = geometryOf(grid);
  const layout = shapeLayout(geometry);
  const pageHeight = doc.internal.pageSize.getHeight();
  const k = Math.round(cell * 10000) / 10000;
  let ops = `q ${k} 0 0 ${-k} ${Math.round(left * 1000) / 1000} ${Math.round((pageHeight - top) * 1000) / 1000} cm\n`;
  const at = (level: number) => {
    const o = layout.origin(level);
    return path.transform(o.x, o.y, 1);
  };
  for (let level = 0; level < geometry.levels; level++) drawGridWalls(grid, geometry, level, at(level));
  // Walls are separate segments here, so round ends make their corners meet cleanly.
  ops += `${rgb(opts.wallColor)} RG ${Math.round((wallWidth(cell) / cell) * 10000) / 10000} w 1 J 1 j\n${path.take()}S\n`;

  const p: Point = { x: 0, y: 0 };
  if (withSolution && maze.solution && maze.solution.length > 0) {
    let previousLevel = -1;
    for (const c of maze.solution) {
      const level = geometry.level(c);
      const ctx = at(level);
      geometry.center(c, p);
      if (level !== previousLevel) ctx.moveTo(p.x, p.y);
      ctx.lineTo(p.x, p.y);
      previousLevel = level;
    }
    ops += `${rgb(opts.solutionColor)} RG 0.25 w 1 J 1 j\n${path.take()}S\n`;
  }
  if (maze.start !== undefined) {
    geometry.center(maze.start, p);
    at(geometry.level(maze.start)).arc(p.x, p.y, markRadius(grid, geometry, maze.start, p), 0, 2 * Math.PI);
    path.closePath();
    ops += `${rgb(opts.startColor)} rg\n${path.take()}f\n`;
  }
  if (maze.goal !== undefined) {
    geometry.center(maze.goal, p);
    const h = 0.93 * markRadius(grid, geometry, maze.goal, p);
    const ctx = at(geometry.level(maze.goal));
    ctx.moveTo(p.x - h, p.y - h);
    ctx.lineTo(p.x + h, p.y - h);
    ctx.lineTo(p.x + h, p.y + h);
    ctx.lineTo(p.x - h, p.y + h);
    ctx.closePath();
    ops += `${rgb(opts.goalColor)} rg\n${path.take()}f\n`;
  }
  writeContent(doc, `${ops}Q`);
}

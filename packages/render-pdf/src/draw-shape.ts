import { drawGridWalls, drawStairMarks, drawWeaveRoute, drawWeaveWalls, floorLayout, geometryOf, isWoven, type FloorLayout, type Grid, type Maze, type Point, type ShapeGeometry } from '@mazekit/core';
import { rgb } from './content.js';
import type { PdfPage } from './document.js';
import { wallWidth } from './draw-maze.js';
import { endMarks } from './end-marks.js';
import type { PdfOptions } from './options.js';
import type { PdfPath } from './pdf-path.js';

/** Where each floor of a shape's maze goes, in cell units: core's floorLayout over the shape's geometry. */
export function shapeLayout(geometry: ShapeGeometry): FloorLayout {
  return floorLayout(geometry, undefined, 1);
}

/**
 * Draws a maze of any shape (hex, triangle, polar, masked, …) through its shape's geometry,
 * as {@link drawMaze} draws orthogonal ones: one `cm` into cell units, every wall once
 * (core's `drawGridWalls`, arcs as Béziers through `path`), the solution through the cell
 * centres when `withSolution`, stair marks, the entrance disc and the exit square (core's marks).
 * `floors` says where each floor goes in cell units (default: {@link shapeLayout}). A weave
 * maze draws each corridor inside its cells, the one beneath a crossing with gaps in its walls,
 * and its solution disappears where it passes beneath (core's weave helpers).
 */
export function drawShapeMaze(page: PdfPage, path: PdfPath, maze: Maze<Grid>, left: number, top: number, cell: number, opts: PdfOptions, withSolution: boolean, floors?: FloorLayout): void {
  const grid = maze.grid;
  const geometry = geometryOf(grid);
  const layout = floors ?? shapeLayout(geometry);
  const pageHeight = page.height;
  const k = Math.round(cell * 10000) / 10000;
  let ops = `q ${k} 0 0 ${-k} ${Math.round(left * 1000) / 1000} ${Math.round((pageHeight - top) * 1000) / 1000} cm\n`;
  const at = (level: number) => {
    const o = layout.origin(level);
    return path.transform(o.x, o.y, 1);
  };
  const woven = isWoven(grid);
  const stroke = `${rgb(opts.wallColor)} RG ${Math.round((wallWidth(cell) / cell) * 10000) / 10000} w`;
  if (woven) {
    // Corridors inside their cells, the one beneath a crossing with gaps (core's weave walls); they meet at right angles.
    drawWeaveWalls(grid, at(0));
    ops += `${stroke} 2 J 0 j\n${path.take()}S\n`;
  } else {
    for (let level = 0; level < geometry.levels; level++) drawGridWalls(grid, geometry, level, at(level));
    // Walls are separate segments here, so round ends make their corners meet cleanly.
    ops += `${stroke} 1 J 1 j\n${path.take()}S\n`;
  }
  if (geometry.levels > 1) {
    // Core's stair marks, as on squares (and in the SVG and canvas renderers).
    for (let level = 0; level < geometry.levels; level++) drawStairMarks(grid, geometry, level, at(level));
    if (!path.empty) ops += `${rgb(opts.stairColor)} rg\n${path.take()}f\n`;
  }

  const p: Point = { x: 0, y: 0 };
  if (withSolution && maze.solution && maze.solution.length > 0 && woven) {
    // Hidden where it passes beneath a crossing, as the corridor is.
    drawWeaveRoute(grid, maze.solution, at(0), 0.125);
    ops += `${rgb(opts.solutionColor)} RG 0.25 w 1 J 1 j\n${path.take()}S\n`;
  } else if (withSolution && maze.solution && maze.solution.length > 0) {
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
  ops += endMarks(grid, geometry, maze, at, opts);
  page.write(`${ops}Q\n`);
}

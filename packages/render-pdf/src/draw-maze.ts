import { drawDoorMarks, drawRock, drawStairMarks, drawWalls, floorLayout, geometryOf, layoutCells, type FloorLayout, type Maze } from '@mazekit/core';
import { rgb } from './content.js';
import type { PdfPage } from './document.js';
import type { PdfOptions } from './options.js';
import { endMarks } from './end-marks.js';
import type { PdfPath } from './pdf-path.js';

/** Wall stroke width for a cell side, in points: a tenth of the cell, from 0.4 to 2 pt. */
export function wallWidth(cell: number): number {
  return Math.min(2, Math.max(0.4, cell / 10));
}

/**
 * Draws one maze with its cell-unit origin at page point (`left`, `top`) (y down) and cells
 * `cell` points wide. One `cm` maps cell units to the page, so everything below is written in
 * cell units: a dungeon's rock (filled), the walls of every floor as core's merged wall runs (one stroke for the whole
 * maze), a dungeon's door bars, stair marks, the solution when `withSolution`, then the entrance (a disc) and
 * the exit (a square) on top: core's marks, the look of every picture renderer. All of it goes through `path`, the same adapter a shape's
 * geometry draws through. `floors` says where each floor goes in cell units (default: core's
 * floorLayout, one cell unit apart).
 */
export function drawMaze(page: PdfPage, path: PdfPath, maze: Maze, left: number, top: number, cell: number, opts: PdfOptions, withSolution: boolean, floors?: FloorLayout): void {
  const grid = maze.grid;
  const layout = floors ?? floorLayout(grid, undefined, 1);
  const pageHeight = page.height;
  const k = Math.round(cell * 10000) / 10000;
  let ops = `q ${k} 0 0 ${-k} ${Math.round(left * 1000) / 1000} ${Math.round((pageHeight - top) * 1000) / 1000} cm\n`;
  const at = (level: number) => {
    const o = layout.origin(level);
    return path.transform(o.x, o.y, 1);
  };

  // A dungeon's rock, filled under its walls.
  const dungeon = layoutCells(maze, '@mazekit/render-pdf');
  if (dungeon) {
    for (let level = 0; level < grid.levels; level++) drawRock(grid, dungeon.kinds, level, at(level));
    if (!path.empty) ops += `${rgb(opts.rockColor)} rg\n${path.take()}f\n`;
  }

  for (let level = 0; level < grid.levels; level++) drawWalls(at(level), grid, level, 1);
  ops += `${rgb(opts.wallColor)} RG ${Math.round((wallWidth(cell) / cell) * 10000) / 10000} w 2 J 0 j\n${path.take()}S\n`;

  if (dungeon && maze.layout!.doors.length) {
    for (let level = 0; level < grid.levels; level++) drawDoorMarks(grid, maze.layout!.doors, level, at(level));
    if (!path.empty) ops += `${rgb(opts.doorColor)} rg\n${path.take()}f\n`;
  }

  const geometry = geometryOf(grid);
  if (grid.levels > 1) {
    // Core's stair marks: the same look as the SVG and canvas renderers.
    for (let level = 0; level < grid.levels; level++) drawStairMarks(grid, geometry, level, at(level));
    if (!path.empty) ops += `${rgb(opts.stairColor)} rg\n${path.take()}f\n`;
  }

  if (withSolution && maze.solution && maze.solution.length > 0) {
    let previousLevel = -1;
    for (const c of maze.solution) {
      const level = grid.level(c);
      const p = at(level);
      // A stair starts a new piece on the next floor; a one-cell piece still shows as a dot.
      if (level !== previousLevel) p.moveTo(grid.col(c) + 0.5, grid.row(c) + 0.5);
      p.lineTo(grid.col(c) + 0.5, grid.row(c) + 0.5);
      previousLevel = level;
    }
    ops += `${rgb(opts.solutionColor)} RG 0.25 w 1 J 1 j\n${path.take()}S\n`;
  }

  ops += endMarks(grid, geometry, maze, at, opts);
  page.write(`${ops}Q\n`);
}

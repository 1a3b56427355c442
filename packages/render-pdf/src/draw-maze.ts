import { drawWalls, floorLayout, type Maze } from '@mazekit/core';
import type { jsPDF } from 'jspdf';
import { rgb, writeContent } from './content.js';
import type { PdfOptions } from './options.js';
import type { PdfPath } from './pdf-path.js';

const UP_BIT = 16;
const DOWN_BIT = 32;

/** Wall stroke width for a cell side, in points: a tenth of the cell, from 0.4 to 2 pt. */
export function wallWidth(cell: number): number {
  return Math.min(2, Math.max(0.4, cell / 10));
}

/**
 * Draws one maze with its cell-unit origin at page point (`left`, `top`) (y down) and cells
 * `cell` points wide. One `cm` maps cell units to the page, so everything below is written in
 * cell units: the walls of every floor as core's merged wall runs (one stroke for the whole
 * maze), stair triangles, the solution when `withSolution`, then the entrance (a disc) and
 * the exit (a square) on top. All of it goes through `path`, the same adapter a shape's
 * geometry draws through.
 */
export function drawMaze(doc: jsPDF, path: PdfPath, maze: Maze, left: number, top: number, cell: number, opts: PdfOptions, withSolution: boolean): void {
  const grid = maze.grid;
  const layout = floorLayout(grid, undefined, 1);
  const pageHeight = doc.internal.pageSize.getHeight();
  const k = Math.round(cell * 10000) / 10000;
  let ops = `q ${k} 0 0 ${-k} ${Math.round(left * 1000) / 1000} ${Math.round((pageHeight - top) * 1000) / 1000} cm\n`;
  const at = (level: number) => {
    const o = layout.origin(level);
    return path.transform(o.x, o.y, 1);
  };

  for (let level = 0; level < grid.levels; level++) drawWalls(at(level), grid, level, 1);
  ops += `${rgb(opts.wallColor)} RG ${Math.round((wallWidth(cell) / cell) * 10000) / 10000} w 2 J 0 j\n${path.take()}S\n`;

  if (grid.levels > 1) {
    const { width, height, cells } = grid;
    for (let level = 0; level < grid.levels; level++) {
      const p = at(level);
      const base = level * grid.plane;
      for (let r = 0; r < height; r++) {
        for (let c = 0; c < width; c++) {
          const bits = cells[base + r * width + c]!;
          if (bits & UP_BIT) triangle(p, c + 0.25, r + 0.45, c + 0.75, r + 0.45, c + 0.5, r + 0.15);
          if (bits & DOWN_BIT) triangle(p, c + 0.25, r + 0.55, c + 0.75, r + 0.55, c + 0.5, r + 0.85);
        }
      }
    }
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

  if (maze.start !== undefined) {
    const c = maze.start;
    at(grid.level(c)).arc(grid.col(c) + 0.5, grid.row(c) + 0.5, 0.3, 0, 2 * Math.PI);
    path.closePath();
    ops += `${rgb(opts.startColor)} rg\n${path.take()}f\n`;
  }
  if (maze.goal !== undefined) {
    const c = maze.goal;
    const p = at(grid.level(c));
    const x = grid.col(c) + 0.22;
    const y = grid.row(c) + 0.22;
    p.moveTo(x, y);
    p.lineTo(x + 0.56, y);
    p.lineTo(x + 0.56, y + 0.56);
    p.lineTo(x, y + 0.56);
    p.closePath();
    ops += `${rgb(opts.goalColor)} rg\n${path.take()}f\n`;
  }
  writeContent(doc, `${ops}Q`);
}

function triangle(p: PdfPath, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void {
  p.moveTo(x1, y1);
  p.lineTo(x2, y2);
  p.lineTo(x3, y3);
  p.closePath();
}

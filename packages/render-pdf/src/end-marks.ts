import { drawEndMark, hasStair, type Grid, type Maze, type ShapeGeometry } from '@mazekit/core';
import { rgb } from './content.js';
import type { PdfOptions } from './options.js';
import type { PdfPath } from './pdf-path.js';

/**
 * The PDF operators of the entrance (a disc on `maze.start`) and the exit (a square on
 * `maze.goal`): core's marks, sized from the cell, smaller in a cell with a stair so its mark
 * shows around them. `at(level)` is the path placed on that floor.
 */
export function endMarks(grid: Grid, geometry: ShapeGeometry, maze: Maze<Grid>, at: (level: number) => PdfPath, opts: PdfOptions): string {
  let ops = '';
  for (const [cell, kind, color] of [
    [maze.start, 'start', opts.startColor],
    [maze.goal, 'goal', opts.goalColor],
  ] as const) {
    if (cell === undefined) continue;
    const path = at(geometry.level(cell));
    drawEndMark(grid, geometry, cell, kind, geometry.levels > 1 && hasStair(grid, geometry, cell), path);
    ops += `${rgb(color)} rg\n${path.take()}f\n`;
  }
  return ops;
}

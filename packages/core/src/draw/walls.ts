import type { OrthogonalGrid } from '../orthogonal.js';
import { EAST, NORTH, SOUTH, WEST } from '../orthogonal.js';
import type { PathContext } from './context.js';
import { isGap } from './exits.js';

/**
 * Calls `run(x1, y1, x2, y2)` for every maximal straight wall of one floor, in cell units
 * (the floor spans 0..width × 0..height). Collinear wall segments are merged into one run,
 * so a renderer draws as few lines as possible. Horizontal runs come first, top to bottom,
 * then vertical runs, left to right. The outer border is included, except the border sides
 * listed in `open` (`[cell, dir, …]`, see `exitGaps`): the entrance and exit gaps.
 */
export function wallRuns(
  grid: OrthogonalGrid,
  level: number,
  run: (x1: number, y1: number, x2: number, y2: number) => void,
  open?: readonly number[],
): void {
  const { width: w, height: h, cells } = grid;
  const base = level * grid.plane;
  // Horizontal walls: the line y = row separates row - 1 (its south side) from row.
  for (let y = 0; y <= h; y++) {
    let startX = -1;
    for (let x = 0; x <= w; x++) {
      let wall = false;
      if (x < w) {
        if (y === h) wall = !isGap(open, base + (h - 1) * w + x, SOUTH);
        else wall = (cells[base + y * w + x]! & 1) === 0 && (y > 0 || !isGap(open, base + x, NORTH)); // no passage north
      }
      if (wall && startX < 0) startX = x;
      else if (!wall && startX >= 0) {
        run(startX, y, x, y);
        startX = -1;
      }
    }
  }
  // Vertical walls: the line x = col separates col - 1 from col.
  for (let x = 0; x <= w; x++) {
    let startY = -1;
    for (let y = 0; y <= h; y++) {
      let wall = false;
      if (y < h) {
        if (x === w) wall = !isGap(open, base + y * w + w - 1, EAST);
        else wall = (cells[base + y * w + x]! & 8) === 0 && (x > 0 || !isGap(open, base + y * w, WEST)); // no passage west
      }
      if (wall && startY < 0) startY = y;
      else if (!wall && startY >= 0) {
        run(x, startY, x, y);
        startY = -1;
      }
    }
  }
}

/**
 * Draws the walls of one floor into `ctx` as `moveTo`/`lineTo` pairs, scaled by `cellSize`
 * and shifted by (`x0`, `y0`), leaving out the border sides in `open` (see {@link wallRuns}).
 * The caller strokes.
 */
export function drawWalls(ctx: PathContext, grid: OrthogonalGrid, level: number, cellSize: number, x0 = 0, y0 = 0, open?: readonly number[]): void {
  wallRuns(
    grid,
    level,
    (x1, y1, x2, y2) => {
      ctx.moveTo(x0 + x1 * cellSize, y0 + y1 * cellSize);
      ctx.lineTo(x0 + x2 * cellSize, y0 + y2 * cellSize);
    },
    open,
  );
}

import type { OrthogonalGrid } from '../orthogonal.js';
import type { PathContext } from './context.js';

/**
 * Calls `run(x1, y1, x2, y2)` for every maximal straight wall of one floor, in cell units
 * (the floor spans 0..width × 0..height). Collinear wall segments are merged into one run,
 * so a renderer draws as few lines as possible. Horizontal runs come first, top to bottom,
 * then vertical runs, left to right. The outer border is included.
 */
export function wallRuns(
  grid: OrthogonalGrid,
  level: number,
  run: (x1: number, y1: number, x2: number, y2: number) => void,
): void {
  const { width: w, height: h, cells } = grid;
  const base = level * grid.plane;
  // Horizontal walls: the line y = row separates row - 1 (its south side) from row.
  for (let y = 0; y <= h; y++) {
    let startX = -1;
    for (let x = 0; x <= w; x++) {
      let wall = false;
      if (x < w) {
        if (y === h) wall = true;
        else wall = (cells[base + y * w + x]! & 1) === 0; // no passage north
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
        if (x === w) wall = true;
        else wall = (cells[base + y * w + x]! & 8) === 0; // no passage west
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
 * and shifted by (`x0`, `y0`). The caller strokes.
 */
export function drawWalls(ctx: PathContext, grid: OrthogonalGrid, level: number, cellSize: number, x0 = 0, y0 = 0): void {
  wallRuns(grid, level, (x1, y1, x2, y2) => {
    ctx.moveTo(x0 + x1 * cellSize, y0 + y1 * cellSize);
    ctx.lineTo(x0 + x2 * cellSize, y0 + y2 * cellSize);
  });
}

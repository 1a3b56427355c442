import { MazekitError, geometryOf, isMasked, isOrthogonal, type Grid } from '@mazekit/core';
import { PACKAGE } from './options.js';

/**
 * The largest maze an isometric picture stays legible for: at most 64 cells a side, 16
 * floors and 12 288 cells in all. Past that the blocks are a few pixels each at any size a
 * screen or page shows whole; draw such mazes flat (render-svg, render-canvas) instead.
 */
export const ISO_LIMITS = Object.freeze({ maxSide: 64, maxLevels: 16, maxCells: 12_288 });

/**
 * Throws a one-line MazekitError naming the limit when `grid` is too large to draw
 * isometrically. A side is counted in the grid's own columns and rows when it has them
 * (orthogonal, hex, triangle), else in cell widths across its drawing (polar, masked grids).
 */
export function assertIsoSize(grid: Grid): void {
  const { maxSide, maxLevels, maxCells } = ISO_LIMITS;
  const board = grid as Grid & { width?: unknown; height?: unknown; levels?: unknown };
  let size: string;
  let width: number;
  let height: number;
  let levels: number;
  if (typeof board.width === 'number' && typeof board.height === 'number') {
    width = board.width;
    height = board.height;
    levels = typeof board.levels === 'number' ? board.levels : 1;
    size = `${width}x${height}x${levels}${isOrthogonal(grid) ? '' : ` ${grid.topology}`}`;
  } else {
    const geometry = geometryOf(grid);
    width = Math.ceil(geometry.width);
    height = Math.ceil(geometry.height);
    levels = geometry.levels;
    size = `${grid.size}-cell ${isMasked(grid) ? 'masked ' : ''}${grid.topology} (${width} cells across)`;
  }
  if (width > maxSide || height > maxSide || levels > maxLevels || grid.size > maxCells) {
    throw new MazekitError(
      PACKAGE,
      `a ${size} maze is too large for a legible isometric picture: at most ${maxSide} cells a side, ${maxLevels} floors and ${maxCells} cells in all; draw it flat (svg, png) instead`,
      'too-large',
    );
  }
}

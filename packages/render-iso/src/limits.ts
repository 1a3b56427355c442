import { MazekitError, type OrthogonalGrid } from '@mazekit/core';
import { PACKAGE } from './options.js';

/**
 * The largest maze an isometric picture stays legible for: at most 64 cells a side, 16
 * floors and 12 288 cells in all. Past that the blocks are a few pixels each at any size a
 * screen or page shows whole; draw such mazes flat (render-svg, render-canvas) instead.
 */
export const ISO_LIMITS = Object.freeze({ maxSide: 64, maxLevels: 16, maxCells: 12_288 });

/** Throws a one-line MazekitError naming the limit when `grid` is too large to draw isometrically. */
export function assertIsoSize(grid: OrthogonalGrid): void {
  const { maxSide, maxLevels, maxCells } = ISO_LIMITS;
  const { width, height, levels } = grid;
  if (width > maxSide || height > maxSide || levels > maxLevels || grid.size > maxCells) {
    throw new MazekitError(
      PACKAGE,
      `a ${width}x${height}x${levels} maze is too large for a legible isometric picture: at most ${maxSide} cells a side, ${maxLevels} floors and ${maxCells} cells in all; draw it flat (svg, png) instead`,
      'too-large',
    );
  }
}

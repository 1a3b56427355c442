import type { Maze, OrthogonalGrid } from '@mazekit/core';
import type { BlocksContext } from './context.js';
import { blockLayout, fillRuns } from './layout.js';
import { resolveDrawStyle, resolveFrameStyle, type DrawOptions, type FrameOptions } from './options.js';
import { blockVolume, gridOf } from './volume.js';

/** The canvas size, in pixels, that {@link drawBlocks} and {@link drawBlocksFrame} fill. */
export function blocksCanvasSize(maze: Maze | OrthogonalGrid, options?: DrawOptions | FrameOptions): { width: number; height: number } {
  // Frame options are a superset of the still ones, so either kind sizes the canvas.
  const o = resolveFrameStyle(options);
  const layout = blockLayout(gridOf(maze), o.columns, o.cellSize, o.padding);
  return { width: layout.width, height: layout.height };
}


/**
 * Draws the block grid of `maze` as coloured squares, seed 002's picture: walls one
 * colour, passages the background, stair cells green (up), red (down) or purple (both).
 * Floors sit side by side, one block apart. Wall blocks along a row are merged into one
 * rectangle.
 */
export function drawBlocks(ctx: BlocksContext, maze: Maze | OrthogonalGrid, options?: DrawOptions): void {
  const o = resolveDrawStyle(options);
  const grid = gridOf(maze);
  const layout = blockLayout(grid, o.columns, o.cellSize, o.padding);
  const { width, height, tiles } = blockVolume(grid);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, layout.width, layout.height);
  }
  // Palette index per tile code; passages are already the background.
  const palette = [o.wallColor, o.upColor, o.downColor, o.bothColor];
  const index = [-1, 0, 1, 2, 3, -1];
  for (let level = 0; level < grid.levels; level++) {
    const at = layout.origin(level);
    const base = width * height * 2 * level;
    fillRuns(ctx, width, height, at.x, at.y, o.cellSize, palette, (x, y) => index[tiles[base + x + width * y]!]!);
  }
}

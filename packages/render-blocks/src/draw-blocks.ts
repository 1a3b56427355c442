import type { Maze, OrthogonalGrid } from '@mazekit/core';
import type { BlocksContext } from './context.js';
import { blockLayout, fillRuns } from './layout.js';
import { resolveDrawStyle, resolveFrameStyle, type DrawOptions, type FrameOptions } from './options.js';
import { Tile } from './tiles.js';
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
 * A dungeon is the Aldous-Broder article's picture: floor white, rock black, each door a
 * brown bar across its block, along the wall it opens. Floors sit side by side, one block
 * apart. Wall blocks along a row are merged into one rectangle.
 */
export function drawBlocks(ctx: BlocksContext, maze: Maze | OrthogonalGrid, options?: DrawOptions): void {
  const o = resolveDrawStyle(options);
  const grid = gridOf(maze);
  const layout = blockLayout(grid, o.columns, o.cellSize, o.padding);
  const { width, height, tiles } = blockVolume(maze);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, layout.width, layout.height);
  }
  // Palette index per tile code; passages are already the background.
  const palette = [o.wallColor, o.upColor, o.downColor, o.bothColor];
  const index = [-1, 0, 1, 2, 3, -1, -1];
  const size = o.cellSize;
  for (let level = 0; level < grid.levels; level++) {
    const at = layout.origin(level);
    const base = width * height * 2 * level;
    fillRuns(ctx, width, height, at.x, at.y, size, palette, (x, y) => index[tiles[base + x + width * y]!]!);
    ctx.fillStyle = o.doorColor;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (tiles[base + x + width * y] === Tile.DOOR) fillDoorBar(ctx, at.x + x * size, at.y + y * size, size, (y & 1) === 0);
      }
    }
  }
}

/**
 * A door's bar: a third of a block thick, the block's length, across the middle of the block
 * along the wall it opens (horizontal for a door between a cell and the one above or below).
 */
export function fillDoorBar(ctx: BlocksContext, x: number, y: number, size: number, horizontal: boolean): void {
  const t = size / 3;
  if (horizontal) ctx.fillRect(x, y + t, size, t);
  else ctx.fillRect(x + t, y, t, size);
}

import type { Grid, Maze } from '@mazekit/core';
import { drawableOf, geometry } from './geometry.js';
import { resolveLayout, type CanvasOptions, type FrameOptions } from './options.js';

/**
 * The canvas size, in pixels, that {@link drawMaze} and {@link drawFrame} fill for this maze
 * (or grid, of any shape core can draw) with these options. Size the canvas with it before drawing.
 */
export function canvasSize(maze: Maze<Grid> | Grid, options?: CanvasOptions | FrameOptions): { width: number; height: number } {
  const g = geometry(drawableOf(maze).shape, resolveLayout(options));
  return { width: g.width, height: g.height };
}

import type { Maze, OrthogonalGrid } from '@mazekit/core';
import { geometry, gridOf } from './geometry.js';
import { resolveLayout, type CanvasOptions, type FrameOptions } from './options.js';

/**
 * The canvas size, in pixels, that {@link drawMaze} and {@link drawFrame} fill for this maze
 * (or grid) with these options. Size the canvas with it before drawing.
 */
export function canvasSize(maze: Maze | OrthogonalGrid, options?: CanvasOptions | FrameOptions): { width: number; height: number } {
  const g = geometry(gridOf(maze), resolveLayout(options));
  return { width: g.width, height: g.height };
}

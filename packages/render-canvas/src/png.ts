import type { Grid, Maze, OrthogonalGrid, TraceState } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import { drawFrame } from './draw-frame.js';
import { drawMaze } from './draw-maze.js';
import { loadCanvasModule, loadCanvasModuleSync, type CanvasModule } from './napi.js';
import type { CanvasOptions, FrameOptions } from './options.js';
import { canvasSize } from './size.js';

/** Sizes a canvas, lets `draw` paint it and encodes it as PNG. */
function paint(mod: CanvasModule, size: { width: number; height: number }, draw: (ctx: CanvasContext) => void): Uint8Array {
  const canvas = mod.createCanvas(size.width, size.height);
  draw(canvas.getContext('2d'));
  const bytes = canvas.toBuffer('image/png');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG bytes of `maze` (Node, with the optional peer `@napi-rs/canvas`). */
export async function renderPng(maze: Maze<Grid>, options?: CanvasOptions): Promise<Uint8Array> {
  const size = canvasSize(maze, options);
  return paint(await loadCanvasModule(), size, (ctx) => drawMaze(ctx, maze, options));
}

/** The synchronous form of {@link renderPng}; Node 20.16+ only. */
export function renderPngSync(maze: Maze<Grid>, options?: CanvasOptions): Uint8Array {
  const size = canvasSize(maze, options);
  return paint(loadCanvasModuleSync(), size, (ctx) => drawMaze(ctx, maze, options));
}

/** PNG bytes of one animation frame (see {@link drawFrame}); Node with `@napi-rs/canvas`. */
export async function renderFramePng(grid: OrthogonalGrid, state: TraceState, options?: FrameOptions): Promise<Uint8Array> {
  const size = canvasSize(grid, options);
  return paint(await loadCanvasModule(), size, (ctx) => drawFrame(ctx, grid, state, options));
}

import type { Grid, Maze } from '@mazekit/core';
import { drawIso, isoCanvasSize } from './canvas.js';
import { loadCanvasModule, loadCanvasModuleSync, type CanvasModule } from './napi.js';
import type { IsoOptions } from './options.js';

function paint(mod: CanvasModule, maze: Maze<Grid>, options: IsoOptions | undefined): Uint8Array {
  const { width, height } = isoCanvasSize(maze, options);
  const canvas = mod.createCanvas(width, height);
  drawIso(canvas.getContext('2d'), maze, options);
  const bytes = canvas.toBuffer('image/png');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG bytes of the isometric picture of `maze` (Node, with the optional peer `@napi-rs/canvas`). */
export async function renderIsoPng(maze: Maze<Grid>, options?: IsoOptions): Promise<Uint8Array> {
  // Checks the maze and options before loading the canvas module, so bad input says so first.
  isoCanvasSize(maze, options);
  return paint(await loadCanvasModule(), maze, options);
}

/** The synchronous form of {@link renderIsoPng}; Node 20.16+ only. */
export function renderIsoPngSync(maze: Maze<Grid>, options?: IsoOptions): Uint8Array {
  isoCanvasSize(maze, options);
  return paint(loadCanvasModuleSync(), maze, options);
}

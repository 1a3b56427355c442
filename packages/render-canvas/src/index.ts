export type { CanvasContext } from './context.js';
export { FRAME_OPTIONS, MAZE_OPTIONS, type CanvasOptions, type FrameOptions } from './options.js';
export { canvasSize } from './size.js';
export { drawMaze } from './draw-maze.js';
export { drawFrame } from './draw-frame.js';
export { renderFramePng, renderPng, renderPngSync } from './png.js';
export { renderer } from './renderer.js';

import { MazekitError, describeValue, type Grid, type Maze, type Renderer } from '@mazekit/core';
import { MAZE_OPTIONS, PACKAGE, type CanvasOptions } from './options.js';
import { renderPngSync } from './png.js';

/**
 * The canvas renderer as the CLI and other tools see it: format `png`. `render` is
 * synchronous, as the Renderer contract asks, so it needs Node 20.16+ and `@napi-rs/canvas`;
 * use {@link renderPng} for the promise-based form.
 */
export const renderer: Renderer<CanvasOptions> = {
  id: 'canvas',
  name: 'Canvas (PNG)',
  summary: 'PNG pictures drawn with the 2D canvas API: walls, solution, heat map, floors side by side.',
  package: PACKAGE,
  formats: ['png'],
  extensions: { png: 'png' },
  options: MAZE_OPTIONS,
  render(maze: Maze<Grid>, options?: CanvasOptions & { format?: string }): Uint8Array {
    const { format, ...style } = options ?? {};
    if (format !== undefined && format !== 'png') {
      throw new MazekitError(PACKAGE, `format must be png, got ${describeValue(format)}`);
    }
    return renderPngSync(maze, style);
  },
};

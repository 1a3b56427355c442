import { MazekitError, describeValue, type Grid, type Maze, type Renderer } from '@mazekit/core';
import { ISO_OPTIONS, PACKAGE, type IsoOptions } from './options.js';
import { renderIsoPngSync } from './png.js';
import { renderIsoSvg } from './svg.js';

/**
 * The isometric renderer as the CLI and other tools load it: format `iso` (SVG, files
 * `*.iso.svg`) and `iso-png` (PNG through `@napi-rs/canvas`, files `*.iso.png`).
 */
export const renderer: Renderer<IsoOptions> = Object.freeze({
  id: 'iso',
  name: 'Isometric (SVG, PNG)',
  summary: 'Isometric 3D picture: floors stacked, walls as shaded blocks, stairs as shafts, the solution as one climbing line.',
  package: PACKAGE,
  formats: Object.freeze(['iso', 'iso-png']),
  extensions: Object.freeze({ iso: 'iso.svg', 'iso-png': 'iso.png' }),
  options: ISO_OPTIONS,
  render(maze: Maze<Grid>, options?: IsoOptions & { format?: string }): string | Uint8Array {
    const { format = 'iso', ...style } = options ?? {};
    if (format === 'iso') return renderIsoSvg(maze, style);
    if (format === 'iso-png') return renderIsoPngSync(maze, style);
    throw new MazekitError(PACKAGE, `format must be iso or iso-png, got ${describeValue(format)}`);
  },
});

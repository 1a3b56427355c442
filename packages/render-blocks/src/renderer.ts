import { MazekitError, describeValue, type Maze, type Renderer } from '@mazekit/core';
import { stringifyBlocks } from './matrix.js';
import { TEXT_OPTIONS, resolveTextStyle, type TextOptions } from './options.js';
import { PACKAGE } from './package.js';
import { blocksText } from './text.js';

/**
 * The block renderer as the CLI and other tools see it: `blocks` (text) and `blocks-json`
 * (the tile matrix, format `mazekit-blocks/1`).
 */
export const renderer: Renderer<TextOptions> = {
  id: 'blocks',
  name: 'Blocks',
  summary: 'Block grid (walls as blocks, stairs marked): text, or a JSON tile map for games.',
  package: PACKAGE,
  formats: ['blocks', 'blocks-json'],
  extensions: { blocks: 'txt', 'blocks-json': 'json' },
  options: TEXT_OPTIONS,
  render(maze: Maze, options?: TextOptions & { format?: string }): string {
    const { format = 'blocks', ...style } = options ?? {};
    if (format === 'blocks') return blocksText(maze, style);
    if (format === 'blocks-json') {
      resolveTextStyle(style);
      return stringifyBlocks(maze);
    }
    throw new MazekitError(PACKAGE, `format must be blocks or blocks-json, got ${describeValue(format)}`);
  },
};

import { MazekitError, describeValue, type Maze, type Renderer } from '@mazekit/core';
import { asciiOptions, type AsciiOptions } from './options.js';
import { renderText } from './render.js';

/** The text renderer as the CLI and other tools load it: formats `ascii` and `unicode`. */
export const renderer: Renderer<AsciiOptions> = Object.freeze({
  id: 'ascii',
  name: 'ASCII / Unicode text',
  summary: 'Plain-text maze: classic +--+ ASCII or Unicode box drawing, with stairs, start, goal and solution marks.',
  package: '@mazekit/render-ascii',
  formats: Object.freeze(['ascii', 'unicode']),
  extensions: Object.freeze({ ascii: 'txt', unicode: 'txt' }),
  options: asciiOptions,
  render(maze: Maze, options?: AsciiOptions & { format?: string }): string {
    const { format = 'ascii', ...rest } = options ?? {};
    if (format !== 'ascii' && format !== 'unicode') {
      throw new MazekitError('@mazekit/render-ascii', `format must be ascii or unicode, got ${describeValue(format)}`);
    }
    return renderText(maze, format, rest);
  },
});

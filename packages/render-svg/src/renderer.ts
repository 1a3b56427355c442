import { MazekitError, describeValue, type Grid, type Maze, type Renderer } from '@mazekit/core';
import { svgOptions, type SvgOptions } from './options.js';
import { renderSvg } from './render.js';

/** The SVG renderer as the CLI and other tools load it: format `svg`. */
export const renderer: Renderer<SvgOptions> = Object.freeze({
  id: 'svg',
  name: 'SVG',
  summary: 'Vector image: one path of merged walls per floor, optional solution, start and goal, distance heat map and stairs.',
  package: '@mazekit/render-svg',
  formats: Object.freeze(['svg']),
  extensions: Object.freeze({ svg: 'svg' }),
  options: svgOptions,
  render(maze: Maze<Grid>, options?: SvgOptions & { format?: string }): string {
    const { format = 'svg', ...rest } = options ?? {};
    if (format !== 'svg') throw new MazekitError('@mazekit/render-svg', `format must be svg, got ${describeValue(format)}`);
    return renderSvg(maze, rest);
  },
});

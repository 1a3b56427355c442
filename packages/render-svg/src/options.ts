import { MazekitError, describeValue, resolveOptions, type OptionSpec } from '@mazekit/core';

const PACKAGE = '@mazekit/render-svg';

/** Style options of {@link renderSvg}; every one is optional. */
export interface SvgOptions {
  /** Side of a cell in px (default 16). */
  cellSize?: number;
  /** Wall stroke width in px (default 2); at most `cellSize`. */
  wallWidth?: number;
  /** Space around the drawing in px (default 10). */
  padding?: number;
  /** Wall colour (default `#000000`). */
  wallColor?: string;
  /** Background colour, or `none` for a transparent image (default `#ffffff`). */
  backgroundColor?: string;
  /** Colour of the solution line (default `#e4572e`). */
  solutionColor?: string;
  /** Colour of the start marker (default `#2e7d32`). */
  startColor?: string;
  /** Colour of the goal marker (default `#c62828`). */
  goalColor?: string;
  /** Colour of the stair triangles (default `#6a1b9a`). */
  stairColor?: string;
  /** Mark start and goal when the maze names them (default true). */
  ends?: boolean;
  /** Draw the maze's solution when it has one (default true). */
  solution?: boolean;
  /** Draw stair triangles in multi-level mazes (default true). */
  stairs?: boolean;
  /** Label each floor of a multi-level maze `Level n` (default true). */
  labels?: boolean;
  /** Colour every cell by its distance from the start (default false). */
  heatmap?: boolean;
  /** The darkest heat-map colour, as `#rgb` or `#rrggbb`; the ramp runs from white to it (default `#08306b`). */
  heatColor?: string;
  /** Number of heat-map shades (default 32). */
  heatSteps?: number;
  /** Floors per row of the layout; 0 picks as square a layout as possible (default 0). */
  columns?: number;
  /** Text of the image's `<title>` (default none). */
  title?: string;
}

/** Option specs of the SVG renderer, for command lines and forms. */
export const svgOptions: readonly OptionSpec[] = Object.freeze([
  { name: 'cellSize', type: 'number', description: 'side of a cell in px', default: 16, min: 1, max: 1000 },
  { name: 'wallWidth', type: 'number', description: 'wall stroke width in px (at most cellSize)', default: 2, min: 0.1, max: 1000 },
  { name: 'padding', type: 'number', description: 'space around the drawing in px', default: 10, min: 0, max: 10000 },
  { name: 'wallColor', type: 'string', description: 'wall colour', default: '#000000' },
  { name: 'backgroundColor', type: 'string', description: 'background colour, or none', default: '#ffffff' },
  { name: 'solutionColor', type: 'string', description: 'solution line colour', default: '#e4572e' },
  { name: 'startColor', type: 'string', description: 'start marker colour', default: '#2e7d32' },
  { name: 'goalColor', type: 'string', description: 'goal marker colour', default: '#c62828' },
  { name: 'stairColor', type: 'string', description: 'stair triangle colour', default: '#6a1b9a' },
  { name: 'ends', type: 'boolean', description: 'mark start and goal when the maze names them', default: true },
  { name: 'solution', type: 'boolean', description: 'draw the solution when the maze has one', default: true },
  { name: 'stairs', type: 'boolean', description: 'draw stair triangles (up ▲, down ▼)', default: true },
  { name: 'labels', type: 'boolean', description: 'label each floor of a multi-level maze', default: true },
  { name: 'heatmap', type: 'boolean', description: 'colour cells by distance from the start', default: false },
  { name: 'heatColor', type: 'string', description: 'darkest heat-map colour (#rgb or #rrggbb); the ramp runs from white', default: '#08306b' },
  { name: 'heatSteps', type: 'number', description: 'number of heat-map shades', default: 32, min: 2, max: 256, integer: true },
  { name: 'columns', type: 'number', description: 'floors per row of the layout (0 = automatic)', default: 0, min: 0, max: 10000, integer: true },
  { name: 'title', type: 'string', description: 'text of the image title', default: '' },
]);

/** {@link SvgOptions} with every default filled in. */
export type ResolvedSvgOptions = Required<SvgOptions>;

// Colours go into attributes as they are, so only plain CSS colour tokens pass.
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?)\([0-9.,%\s]+\))$/i;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const COLOR_OPTIONS = ['wallColor', 'backgroundColor', 'solutionColor', 'startColor', 'goalColor', 'stairColor'] as const;

/** Checks `options` against {@link svgOptions} and the rules between them; fills defaults. */
export function resolveSvgOptions(options: SvgOptions | undefined): ResolvedSvgOptions {
  const opts = resolveOptions(PACKAGE, svgOptions, options as Readonly<Record<string, unknown>> | undefined) as unknown as ResolvedSvgOptions;
  for (const name of COLOR_OPTIONS) {
    if (!COLOR.test(opts[name])) {
      throw new MazekitError(PACKAGE, `option ${name} must be a CSS colour (#rgb, #rrggbb, a name, rgb() or hsl()), got ${describeValue(opts[name])}`);
    }
  }
  if (!HEX.test(opts.heatColor)) {
    throw new MazekitError(PACKAGE, `option heatColor must be #rgb or #rrggbb, got ${describeValue(opts.heatColor)}`);
  }
  if (opts.wallWidth > opts.cellSize) {
    throw new MazekitError(PACKAGE, `option wallWidth must be at most cellSize (${opts.cellSize}), got ${opts.wallWidth}`);
  }
  return opts;
}

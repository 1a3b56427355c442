import { MazekitError, describeValue, resolveOptions, type OptionSpec } from '@mazekit/core';

/** The package name, as it appears in every error it throws. */
export const PACKAGE = '@mazekit/render-canvas';

/**
 * The options of {@link drawMaze}, {@link canvasSize} and {@link renderPng}: the same names,
 * defaults and bounds as the SVG renderer's, so one style object suits either renderer.
 */
export const MAZE_OPTIONS: readonly OptionSpec[] = Object.freeze([
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
  { name: 'title', type: 'string', description: 'text written above the drawing', default: '' },
] satisfies OptionSpec[]);

/** Options that shape the canvas itself, shared by pictures and animation frames. */
const LAYOUT_NAMES = ['cellSize', 'wallWidth', 'padding', 'wallColor', 'backgroundColor', 'labels', 'columns', 'title'];

/** Frame-only options: the animation palette of the seed demos. */
const FRAME_EXTRAS: readonly OptionSpec[] = [
  { name: 'unvisitedColor', type: 'string', description: 'cells not yet in the maze', default: '#bdbdbd' },
  { name: 'visitedColor', type: 'string', description: 'cells already in the maze', default: '#3a6fd8' },
  { name: 'headColor', type: 'string', description: "the walker's current cell", default: '#22c33a' },
  { name: 'pathColor', type: 'string', description: "the tentative path (Wilson's walk) and its links", default: '#ffffff' },
  { name: 'frontierColor', type: 'string', description: "frontier cells (Prim's, growing tree)", default: '#f4b400' },
  { name: 'borderColor', type: 'string', description: 'the outer border of each floor', default: '#e00000' },
];

/** The options of {@link drawFrame}: the layout options plus the animation palette. */
export const FRAME_OPTIONS: readonly OptionSpec[] = Object.freeze([
  ...MAZE_OPTIONS.filter((spec) => LAYOUT_NAMES.includes(spec.name)),
  ...FRAME_EXTRAS,
]);

/** Layout options after validation. */
export interface LayoutOptions {
  cellSize: number;
  wallWidth: number;
  padding: number;
  wallColor: string;
  backgroundColor: string;
  labels: boolean;
  columns: number;
  title: string;
}

/** {@link MAZE_OPTIONS} after validation, defaults filled in. */
export interface MazeStyle extends LayoutOptions {
  solutionColor: string;
  startColor: string;
  goalColor: string;
  stairColor: string;
  ends: boolean;
  solution: boolean;
  stairs: boolean;
  heatmap: boolean;
  heatColor: string;
  heatSteps: number;
}

/** {@link FRAME_OPTIONS} after validation, defaults filled in. */
export interface FrameStyle extends LayoutOptions {
  unvisitedColor: string;
  visitedColor: string;
  headColor: string;
  pathColor: string;
  frontierColor: string;
  borderColor: string;
}

/** What callers pass: any subset of the options. */
export type CanvasOptions = Partial<MazeStyle>;
/** What callers pass to {@link drawFrame}: any subset of the frame options. */
export type FrameOptions = Partial<FrameStyle>;

// The SVG renderer's colour rule, so that a colour one renderer takes the other takes too.
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?)\([0-9.,%\s]+\))$/i;
// The heat ramp is computed per channel, so its end colour must be plain hex.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function check(specs: readonly OptionSpec[], options: unknown): Record<string, number | boolean | string> {
  const out = resolveOptions(PACKAGE, specs, options as Readonly<Record<string, unknown>> | undefined);
  for (const spec of specs) {
    const value = out[spec.name];
    if (spec.name === 'heatColor') {
      if (!HEX.test(value as string)) {
        throw new MazekitError(PACKAGE, `option heatColor must be #rgb or #rrggbb, got ${describeValue(value)}`);
      }
    } else if (spec.type === 'string' && spec.name !== 'title' && !COLOR.test(value as string)) {
      throw new MazekitError(
        PACKAGE,
        `option ${spec.name} must be a CSS colour (#rgb, #rrggbb, a name, rgb() or hsl()), got ${describeValue(value)}`,
      );
    }
  }
  const cellSize = out.cellSize as number;
  const wallWidth = out.wallWidth as number;
  if (wallWidth > cellSize) {
    throw new MazekitError(PACKAGE, `option wallWidth must be at most cellSize (${cellSize}), got ${describeValue(wallWidth)}`);
  }
  if (out.backgroundColor === 'none') out.backgroundColor = 'transparent';
  return out;
}

/** Validates options meant for either kind of picture and returns the layout part. */
export function resolveLayout(options: unknown): LayoutOptions {
  return check([...MAZE_OPTIONS, ...FRAME_EXTRAS], options) as unknown as LayoutOptions;
}

/** Validates still-picture options; throws a MazekitError naming the bad value. */
export function resolveMazeStyle(options: unknown): MazeStyle {
  return check(MAZE_OPTIONS, options) as unknown as MazeStyle;
}

/** Validates frame options; throws a MazekitError naming the bad value. */
export function resolveFrameStyle(options: unknown): FrameStyle {
  return check(FRAME_OPTIONS, options) as unknown as FrameStyle;
}

import { MazekitError, describeValue, resolveOptions, type OptionSpec } from '@mazekit/core';

/** The package name, as it appears in every error it throws. */
export const PACKAGE = '@mazekit/render-canvas';

/** Style options shared by still pictures and animation frames. */
const LAYOUT: readonly OptionSpec[] = [
  { name: 'cellSize', type: 'number', description: 'Side of one cell in pixels.', default: 20, min: 2, max: 500 },
  { name: 'wallWidth', type: 'number', description: 'Wall line width in pixels (at most half a cell).', default: 2, min: 0.5, max: 250 },
  { name: 'padding', type: 'number', description: 'Empty margin around the picture in pixels.', default: 10, min: 0, max: 1000 },
  { name: 'wallColor', type: 'string', description: 'Colour of the walls.', default: '#000000' },
  { name: 'backgroundColor', type: 'string', description: "Colour behind the maze ('transparent' or 'none' leaves it clear).", default: '#ffffff' },
  { name: 'labels', type: 'boolean', description: 'Write a floor name above each floor of a multi-level maze.', default: true },
  {
    name: 'columns',
    type: 'number',
    description: 'Floors per row for multi-level mazes (0: as square as possible).',
    default: 0,
    min: 0,
    max: 10000,
    integer: true,
  },
];

/** The options of {@link drawMaze}, {@link canvasSize} and {@link renderPng}. */
export const MAZE_OPTIONS: readonly OptionSpec[] = [
  ...LAYOUT,
  { name: 'solutionColor', type: 'string', description: 'Colour of the solution line.', default: '#e4572e' },
  { name: 'startColor', type: 'string', description: 'Colour of the start cell.', default: '#2e7d32' },
  { name: 'goalColor', type: 'string', description: 'Colour of the goal cell.', default: '#c62828' },
  { name: 'stairColor', type: 'string', description: 'Colour of the stair glyphs of multi-level mazes.', default: '#6a1b9a' },
  { name: 'showSolution', type: 'boolean', description: "Draw the maze's solution, when it has one.", default: false },
  { name: 'heatmap', type: 'boolean', description: 'Shade each cell by its distance from the start (cell 0 without one).', default: false },
  { name: 'heatColor', type: 'string', description: 'Colour of the farthest cells of the heat map.', default: '#1f5fbf' },
];

/** The options of {@link drawFrame}: the layout plus the animation palette of the seed demos. */
export const FRAME_OPTIONS: readonly OptionSpec[] = [
  ...LAYOUT,
  { name: 'unvisitedColor', type: 'string', description: 'Cells not yet in the maze.', default: '#bdbdbd' },
  { name: 'visitedColor', type: 'string', description: 'Cells already in the maze.', default: '#3a6fd8' },
  { name: 'headColor', type: 'string', description: "The walker's current cell.", default: '#22c33a' },
  { name: 'pathColor', type: 'string', description: "The tentative path (Wilson's walk) and its links.", default: '#ffffff' },
  { name: 'frontierColor', type: 'string', description: "Frontier cells (Prim's, growing tree).", default: '#f4b400' },
  { name: 'borderColor', type: 'string', description: 'The outer border of each floor.', default: '#e00000' },
];

/** Layout options after validation. */
export interface LayoutOptions {
  cellSize: number;
  wallWidth: number;
  padding: number;
  wallColor: string;
  backgroundColor: string;
  labels: boolean;
  columns: number;
}

/** {@link MAZE_OPTIONS} after validation, defaults filled in. */
export interface MazeStyle extends LayoutOptions {
  stairColor: string;
  solutionColor: string;
  startColor: string;
  goalColor: string;
  showSolution: boolean;
  heatmap: boolean;
  heatColor: string;
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

function check(specs: readonly OptionSpec[], options: unknown): Record<string, number | boolean | string> {
  const out = resolveOptions(PACKAGE, specs, options as Readonly<Record<string, unknown>> | undefined);
  for (const spec of specs) {
    if (spec.type === 'string' && out[spec.name] === '') {
      throw new MazekitError(PACKAGE, `option ${spec.name} must be a CSS colour, got ${describeValue('')}`);
    }
  }
  const cellSize = out.cellSize as number;
  const wallWidth = out.wallWidth as number;
  if (wallWidth > cellSize / 2) {
    throw new MazekitError(PACKAGE, `option wallWidth must be at most half of cellSize (${cellSize / 2}), got ${describeValue(wallWidth)}`);
  }
  if (out.backgroundColor === 'none') out.backgroundColor = 'transparent';
  return out;
}

/** Validates options meant for either kind of picture and returns the layout part. */
export function resolveLayout(options: unknown): LayoutOptions {
  return check([...MAZE_OPTIONS, ...FRAME_OPTIONS.slice(LAYOUT.length)], options) as unknown as LayoutOptions;
}

/** Validates still-picture options; throws a MazekitError naming the bad value. */
export function resolveMazeStyle(options: unknown): MazeStyle {
  return check(MAZE_OPTIONS, options) as unknown as MazeStyle;
}

/** Validates frame options; throws a MazekitError naming the bad value. */
export function resolveFrameStyle(options: unknown): FrameStyle {
  return check(FRAME_OPTIONS, options) as unknown as FrameStyle;
}

import { STYLE_OPTIONS, resolveStyle, type OptionSpec } from '@mazekit/core';

/** The package name, as it appears in every error it throws. */
export const PACKAGE = '@mazekit/render-canvas';

/**
 * The options of {@link drawMaze}, {@link canvasSize} and {@link renderPng}: the same names,
 * defaults and bounds as the SVG renderer's, so one style object suits either renderer.
 */
export const MAZE_OPTIONS: readonly OptionSpec[] = STYLE_OPTIONS;

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
  rockColor: string;
  doorColor: string;
  ends: boolean;
  gaps: boolean;
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

function check(specs: readonly OptionSpec[], options: unknown): Record<string, number | boolean | string> {
  const out = resolveStyle(PACKAGE, options, specs);
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

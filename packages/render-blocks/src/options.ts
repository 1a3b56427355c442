import { MazekitError, describeValue, resolveColor, resolveOptions, type OptionSpec } from '@mazekit/core';
import { PACKAGE } from './package.js';

const LAYOUT: readonly OptionSpec[] = [
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

/** Options of {@link blocksText} (and of the renderer's `blocks` format). */
export const TEXT_OPTIONS: readonly OptionSpec[] = [
  ...LAYOUT,
  { name: 'charset', type: 'choice', description: 'Default characters: unicode (█ ▲ ▼ ◆) or ascii (# ^ v x).', default: 'unicode', choices: ['unicode', 'ascii'] },
  { name: 'wallChar', type: 'string', description: 'Text for a wall block (default from charset).', default: '' },
  { name: 'passageChar', type: 'string', description: 'Text for an open block (default a space).', default: '' },
  { name: 'upChar', type: 'string', description: 'Text for a cell with a stair up.', default: '' },
  { name: 'downChar', type: 'string', description: 'Text for a cell with a stair down.', default: '' },
  { name: 'bothChar', type: 'string', description: 'Text for a cell with stairs up and down.', default: '' },
  { name: 'shaftChar', type: 'string', description: 'Text for a stair shaft in an in-between layer.', default: '' },
  { name: 'doorChar', type: 'string', description: "Text for a dungeon's door.", default: '' },
  { name: 'layers', type: 'choice', description: 'Show the floors only, or the in-between stair layers too.', default: 'floors', choices: ['floors', 'all'] },
  { name: 'labels', type: 'boolean', description: 'Write a name above each layer of a multi-level maze.', default: true },
];

const STILL_COLORS: readonly OptionSpec[] = [
  { name: 'cellSize', type: 'number', description: 'Side of one block in pixels.', default: 10, min: 1, max: 500 },
  { name: 'padding', type: 'number', description: 'Empty margin around the picture in pixels.', default: 10, min: 0, max: 1000 },
  { name: 'wallColor', type: 'string', description: 'Colour of wall blocks.', default: '#000000' },
  { name: 'backgroundColor', type: 'string', description: "Colour of open blocks and the margin ('transparent' or 'none' leaves them clear).", default: '#ffffff' },
  { name: 'upColor', type: 'string', description: 'Colour of a stair up.', default: '#2a9d44' },
  { name: 'downColor', type: 'string', description: 'Colour of a stair down.', default: '#d62828' },
  { name: 'bothColor', type: 'string', description: 'Colour of a cell with stairs both ways.', default: '#7b2cbf' },
  { name: 'doorColor', type: 'string', description: "Colour of the bar that marks a dungeon's door.", default: '#8b5a2b' },
];

/** Options of {@link drawBlocks} and {@link blocksCanvasSize}. */
export const DRAW_OPTIONS: readonly OptionSpec[] = [...LAYOUT, ...STILL_COLORS];

/** Options of {@link drawBlocksFrame}: the still options plus the seed demos' animation palette. */
export const FRAME_OPTIONS: readonly OptionSpec[] = [
  ...DRAW_OPTIONS,
  { name: 'unvisitedColor', type: 'string', description: 'Cells not yet in the maze.', default: '#bdbdbd' },
  { name: 'visitedColor', type: 'string', description: 'Cells already in the maze, and carved walls.', default: '#3a6fd8' },
  { name: 'headColor', type: 'string', description: "The walker's current cell.", default: '#22c33a' },
  { name: 'pathColor', type: 'string', description: "The tentative path (Wilson's walk) and the walls between its cells.", default: '#ffffff' },
  { name: 'frontierColor', type: 'string', description: "Frontier cells (Prim's, growing tree).", default: '#f4b400' },
  { name: 'borderColor', type: 'string', description: 'The outer wall of each floor.', default: '#e00000' },
  { name: 'floorColor', type: 'string', description: "A dungeon's open floor, rooms and corridors, as it is carved.", default: '#ffffff' },
];

/** Text options after validation, characters resolved from the charset. */
export interface TextStyle {
  columns: number;
  layers: 'floors' | 'all';
  labels: boolean;
  /** Text per tile code: passage, wall, up, down, both, shaft, door. */
  marks: readonly string[];
}

/** Drawing options after validation. */
export interface DrawStyle {
  columns: number;
  cellSize: number;
  padding: number;
  wallColor: string;
  backgroundColor: string;
  upColor: string;
  downColor: string;
  bothColor: string;
  doorColor: string;
}

/** Frame options after validation. */
export interface FrameStyle extends DrawStyle {
  unvisitedColor: string;
  visitedColor: string;
  headColor: string;
  pathColor: string;
  frontierColor: string;
  borderColor: string;
  floorColor: string;
}

/** What callers pass to {@link blocksText}. */
export interface TextOptions {
  columns?: number;
  charset?: 'unicode' | 'ascii';
  wallChar?: string;
  passageChar?: string;
  upChar?: string;
  downChar?: string;
  bothChar?: string;
  shaftChar?: string;
  doorChar?: string;
  layers?: 'floors' | 'all';
  labels?: boolean;
}
/** What callers pass to {@link drawBlocks}. */
export type DrawOptions = Partial<DrawStyle>;
/** What callers pass to {@link drawBlocksFrame}. */
export type FrameOptions = Partial<FrameStyle>;

const CHARSETS = {
  // passage, wall, up, down, both, shaft, door: indexed by tile code.
  unicode: [' ', '█', '▲', '▼', '◆', '░', '▬'],
  ascii: [' ', '#', '^', 'v', 'x', '+', '='],
} as const;
const MARK_OPTIONS = ['passageChar', 'wallChar', 'upChar', 'downChar', 'bothChar', 'shaftChar', 'doorChar'] as const;

/** Validates text options; every mark must be as wide as the others so the grid stays aligned. */
export function resolveTextStyle(options: unknown): TextStyle {
  const o = resolveOptions(PACKAGE, TEXT_OPTIONS, options as Readonly<Record<string, unknown>> | undefined);
  const defaults = CHARSETS[o.charset as 'unicode' | 'ascii'];
  const wall = (o.wallChar as string) || defaults[1];
  const width = [...wall].length;
  // A mark not given is the charset's, repeated to the wall mark's width: `--wall-char '<>'`
  // alone draws stairs as `▲▲`, and only marks the caller gave can be the wrong width.
  const marks = MARK_OPTIONS.map((name, code) => (o[name] as string) || defaults[code]!.repeat(width));
  MARK_OPTIONS.forEach((name, code) => {
    const mark = marks[code]!;
    if ([...mark].length !== width || /[\n\r]/.test(mark)) {
      throw new MazekitError(
        PACKAGE,
        `option ${name} must be ${width} character${width > 1 ? 's' : ''} wide like the wall mark, without line breaks, got ${describeValue(mark)}`,
      );
    }
  });
  return { columns: o.columns as number, layers: o.layers as 'floors' | 'all', labels: o.labels as boolean, marks };
}

function colors(specs: readonly OptionSpec[], options: unknown): Record<string, number | boolean | string> {
  const o = resolveOptions(PACKAGE, specs, options as Readonly<Record<string, unknown>> | undefined);
  for (const spec of specs) {
    if (spec.type === 'string') o[spec.name] = resolveColor(PACKAGE, spec.name, o[spec.name], { none: spec.name === 'backgroundColor' });
  }
  if (o.backgroundColor === 'none') o.backgroundColor = 'transparent';
  return o;
}

/** Validates drawing options. */
export function resolveDrawStyle(options: unknown): DrawStyle {
  return colors(DRAW_OPTIONS, options) as unknown as DrawStyle;
}

/** Validates frame options. */
export function resolveFrameStyle(options: unknown): FrameStyle {
  return colors(FRAME_OPTIONS, options) as unknown as FrameStyle;
}

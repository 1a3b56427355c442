import { MazekitError, STYLE_OPTIONS, describeValue, resolveStyle, type OptionSpec } from '@mazekit/core';

/** The package name, as it appears in every error it throws. */
export const PACKAGE = '@mazekit/render-iso';

/** Every option of the isometric renderer, after validation (defaults filled in). */
export interface IsoStyle {
  /** Side of a cell's diamond edge in px (default 28). */
  cellSize: number;
  /** Height of the wall blocks, in cells (default 0.4). */
  wallHeight: number;
  /** Thickness of the wall blocks, in cells (default 0.14). */
  wallThickness: number;
  /** Height from one floor to the next, in cells; 0 stacks them just clear of each other (default 0). */
  floorGap: number;
  /** Space around the drawing in px (default 12). */
  padding: number;
  /** Colour of the walls' top faces; the side faces are shaded darker (an opaque CSS colour, default `#c2b59b`). */
  wallColor: string;
  /** Colour of the floor slabs (an opaque CSS colour, default `#f1f3f7`). */
  floorColor: string;
  /** Background colour, or `none` for a transparent picture (default `#ffffff`). */
  backgroundColor: string;
  /** Colour of the solution line (default `#e4572e`). */
  solutionColor: string;
  /** Colour of the start marker (default `#2e7d32`). */
  startColor: string;
  /** Colour of the goal marker (default `#c62828`). */
  goalColor: string;
  /** Colour of the stair shafts (default `#6a1b9a`). */
  stairColor: string;
  /** Top colour of a dungeon's rock, the solid cells that are neither room nor corridor; the sides are shaded darker (an opaque CSS colour, default `#4a4a4a`). */
  rockColor: string;
  /** Colour of the frames that mark a dungeon's doors; the sides are shaded darker (an opaque CSS colour, default `#8b5a2b`). */
  doorColor: string;
  /** Top colour of the bridges over a weave maze's crossings, their decks and steps; the sides are shaded darker (an opaque CSS colour, default `#c9a36b`). */
  bridgeColor: string;
  /** Mark start and goal when the maze names them (default true). */
  ends: boolean;
  /** Draw the maze's solution when it has one (default true). */
  solution: boolean;
  /** Draw stair shafts between floors (default true). */
  stairs: boolean;
  /** Label each floor of a multi-level maze `Level n` (default true). */
  labels: boolean;
  /** Colour every floor cell by its distance from the start (default false). */
  heatmap: boolean;
  /** The darkest heat-map colour, an opaque CSS colour (default `#08306b`). */
  heatColor: string;
  /** Number of heat-map shades (default 32). */
  heatSteps: number;
  /** Opacity of the walls that stand between the viewer and the solution line (default 0.35; 1 keeps them solid). */
  routeWallOpacity: number;
  /** A title for the picture (default none). */
  title: string;
}

/** What callers pass: any subset of the options. */
export type IsoOptions = Partial<IsoStyle>;

const shared = (name: string): OptionSpec => STYLE_OPTIONS.find((spec) => spec.name === name)!;

/** Option specs of the isometric renderer, for command lines and forms. */
export const ISO_OPTIONS: readonly OptionSpec[] = Object.freeze([
  { name: 'cellSize', type: 'number', description: 'edge of a floor cell in px', default: 28, min: 4, max: 200 },
  { name: 'wallHeight', type: 'number', description: 'height of the wall blocks, in cells', default: 0.4, min: 0.05, max: 1 },
  { name: 'wallThickness', type: 'number', description: 'thickness of the wall blocks, in cells', default: 0.14, min: 0.02, max: 0.5 },
  { name: 'floorGap', type: 'number', description: 'height from floor to floor in cells (0 = just clear of each other)', default: 0, min: 0, max: 1000 },
  { name: 'padding', type: 'number', description: 'space around the drawing in px', default: 12, min: 0, max: 10000 },
  { name: 'wallColor', type: 'string', description: 'top colour of the wall blocks (opaque); sides are shaded', default: '#c2b59b' },
  { name: 'floorColor', type: 'string', description: 'colour of the floor slabs (opaque)', default: '#f1f3f7' },
  shared('backgroundColor'),
  shared('solutionColor'),
  shared('startColor'),
  shared('goalColor'),
  { name: 'stairColor', type: 'string', description: 'colour of the stair shafts', default: '#6a1b9a' },
  { name: 'rockColor', type: 'string', description: "top colour of a dungeon's rock blocks (opaque); sides are shaded", default: '#4a4a4a' },
  { name: 'doorColor', type: 'string', description: "colour of the frames that mark a dungeon's doors (opaque); sides are shaded", default: '#8b5a2b' },
  { name: 'bridgeColor', type: 'string', description: "top colour of the bridges over a weave maze's crossings, their decks and steps (opaque); sides are shaded", default: '#c9a36b' },
  shared('ends'),
  shared('solution'),
  { name: 'stairs', type: 'boolean', description: 'draw stair shafts between floors', default: true },
  shared('labels'),
  shared('heatmap'),
  shared('heatColor'),
  shared('heatSteps'),
  { name: 'routeWallOpacity', type: 'number', description: 'opacity of walls in front of the solution line', default: 0.35, min: 0, max: 1 },
  shared('title'),
] satisfies OptionSpec[]);

/** Checks `options` against {@link ISO_OPTIONS}; throws a one-line MazekitError naming the bad value. */
export function resolveIsoOptions(options: unknown): IsoStyle {
  // Block faces are shades of the wall and floor colours, worked out per channel, so they are opaque.
  const out = resolveStyle(PACKAGE, options, ISO_OPTIONS, ['heatColor', 'wallColor', 'floorColor', 'rockColor', 'doorColor', 'bridgeColor']) as unknown as IsoStyle;
  if (out.floorGap !== 0 && out.floorGap < out.wallHeight + 0.5) {
    throw new MazekitError(
      PACKAGE,
      `option floorGap must be 0 (automatic) or at least wallHeight + 0.5 (${out.wallHeight + 0.5}), got ${describeValue(out.floorGap)}`,
    );
  }
  return out;
}

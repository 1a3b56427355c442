import { MazekitError, describeValue } from '../errors.js';
import { resolveOptions, type OptionSpec } from '../options.js';
import { resolveColor } from './color.js';

/**
 * The style of a drawn maze, shared by every picture renderer (SVG, canvas/PNG), so one style
 * object suits any of them: the same names, defaults and bounds everywhere.
 */
export interface MazeStyle {
  /** Side of a cell in px (default 16). */
  cellSize: number;
  /** Wall stroke width in px (default 2); at most `cellSize`. */
  wallWidth: number;
  /** Space around the drawing in px (default 10). */
  padding: number;
  /** Wall colour (default `#000000`). */
  wallColor: string;
  /** Background colour, or `none` for a transparent picture (default `#ffffff`). */
  backgroundColor: string;
  /** Colour of the solution line (default `#e4572e`). */
  solutionColor: string;
  /** Colour of the start marker (default `#2e7d32`). */
  startColor: string;
  /** Colour of the goal marker (default `#c62828`). */
  goalColor: string;
  /** Colour of the stair glyphs (default `#6a1b9a`). */
  stairColor: string;
  /** Colour of a dungeon's rock, the cells that are neither room nor corridor (default `#000000`). */
  rockColor: string;
  /** Colour of the bar that marks a dungeon's door (default `#8b5a2b`). */
  doorColor: string;
  /** Mark start and goal when the maze names them (default true). */
  ends: boolean;
  /**
   * Open the outer wall of the start and goal cells, as an entrance and an exit (default
   * false): the side of each that leads off the maze farthest from the floor's centre (see
   * `exitSide`); a cell inside the maze (e.g. the centre of a polar maze) keeps its walls.
   */
  gaps: boolean;
  /** Draw the maze's solution when it has one (default true). */
  solution: boolean;
  /** Draw stair glyphs in multi-level mazes (default true). */
  stairs: boolean;
  /** Label each floor of a multi-level maze `Level n` (default true). */
  labels: boolean;
  /** Colour every cell by its distance from the start (default false). */
  heatmap: boolean;
  /** The darkest heat-map colour, any opaque CSS colour; the ramp runs from white to it (default `#08306b`). */
  heatColor: string;
  /** Number of heat-map shades (default 32). */
  heatSteps: number;
  /** Floors per row of the layout; 0 picks as square a layout as possible (default 0). */
  columns: number;
  /** A title for the picture (default none). */
  title: string;
}

/** Option specs of {@link MazeStyle}, for command lines and forms. */
export const STYLE_OPTIONS: readonly OptionSpec[] = Object.freeze([
  { name: 'cellSize', type: 'number', description: 'side of a cell in px', default: 16, min: 1, max: 1000 },
  { name: 'wallWidth', type: 'number', description: 'wall stroke width in px (at most cellSize)', default: 2, min: 0.1, max: 1000 },
  { name: 'padding', type: 'number', description: 'space around the drawing in px', default: 10, min: 0, max: 10000 },
  { name: 'wallColor', type: 'string', description: 'wall colour', default: '#000000' },
  { name: 'backgroundColor', type: 'string', description: 'background colour, or none', default: '#ffffff' },
  { name: 'solutionColor', type: 'string', description: 'solution line colour', default: '#e4572e' },
  { name: 'startColor', type: 'string', description: 'start marker colour', default: '#2e7d32' },
  { name: 'goalColor', type: 'string', description: 'goal marker colour', default: '#c62828' },
  { name: 'stairColor', type: 'string', description: 'stair triangle colour', default: '#6a1b9a' },
  { name: 'rockColor', type: 'string', description: "colour of a dungeon's rock", default: '#000000' },
  { name: 'doorColor', type: 'string', description: "colour of the bar that marks a dungeon's door", default: '#8b5a2b' },
  { name: 'ends', type: 'boolean', description: 'mark start and goal when the maze names them', default: true },
  { name: 'gaps', type: 'boolean', description: 'open the outer wall at start and goal (entrance and exit gaps)', default: false },
  { name: 'solution', type: 'boolean', description: 'draw the solution when the maze has one', default: true },
  { name: 'stairs', type: 'boolean', description: 'draw stair triangles (up ▲, down ▼)', default: true },
  { name: 'labels', type: 'boolean', description: 'label each floor of a multi-level maze', default: true },
  { name: 'heatmap', type: 'boolean', description: 'colour cells by distance from the start', default: false },
  { name: 'heatColor', type: 'string', description: 'darkest heat-map colour (opaque); the ramp runs from white', default: '#08306b' },
  { name: 'heatSteps', type: 'number', description: 'number of heat-map shades', default: 32, min: 2, max: 256, integer: true },
  { name: 'columns', type: 'number', description: 'floors per row of the layout (0 = automatic)', default: 0, min: 0, max: 10000, integer: true },
  { name: 'title', type: 'string', description: 'title of the picture', default: '' },
] satisfies OptionSpec[]);

/**
 * Checks style options against `specs` (default {@link STYLE_OPTIONS}) and the rules between
 * them, with errors naming `source`: every string option but `title` must be a CSS colour
 * (see {@link resolveColor}; `backgroundColor` may also be `none`), the `opaque` ones (default
 * `heatColor`, whose ramp is worked out per channel) without transparency, `wallWidth` at most
 * `cellSize`. Returns them with defaults filled in and colours in one form (`#rrggbb`, or
 * `rgba()` when translucent).
 */
export function resolveStyle(
  source: string,
  options: unknown,
  specs: readonly OptionSpec[] = STYLE_OPTIONS,
  opaque: readonly string[] = ['heatColor'],
): Record<string, number | boolean | string> {
  const out = resolveOptions(source, specs, options as Readonly<Record<string, unknown>> | undefined);
  for (const spec of specs) {
    if (spec.type !== 'string' || spec.name === 'title') continue;
    out[spec.name] = resolveColor(source, spec.name, out[spec.name], {
      none: spec.name === 'backgroundColor',
      alpha: !opaque.includes(spec.name),
    });
  }
  if (typeof out.wallWidth === 'number' && typeof out.cellSize === 'number' && out.wallWidth > out.cellSize) {
    throw new MazekitError(source, `option wallWidth must be at most cellSize (${out.cellSize}), got ${describeValue(out.wallWidth)}`);
  }
  return out;
}

import { parseIntFlag, parseNumberFlag } from '../args.js';
import { detectColor, type ColorMode } from '../animate/color.js';
import { fitScreen, type Fit } from '../animate/scene.js';
import { UsageError } from '../errors.js';
import type { Registry } from '../registry.js';
import { parseSeed, type SeedRequest } from './common.js';
import { checkNoExtra } from './extra.js';
import { parseGenerator, type ChosenGenerator } from './generator.js';
import { parseSolver, type ChosenSolver } from './solver.js';

/** Flags of `mazekit animate`. */
export interface AnimateFlags {
  algorithm: string;
  width?: string;
  height?: string;
  levels: string;
  seed?: string;
  option?: string[];
  fps: string;
  stepsPerFrame?: string;
  duration: string;
  color: string;
  solver?: string;
  solverOption?: string[];
}

/** The terminal size a terminal that reports none (0×0, as some do over a serial line or in a container) is taken to have. */
export const FALLBACK_SCREEN = { columns: 80, rows: 24 } as const;

/** The screen `animate` draws on: a terminal's size, or unbounded when stdout is not one. */
export interface ScreenSize {
  readonly tty: boolean;
  readonly columns: number;
  readonly rows: number;
  /** Said on stderr before playing: why the size is not the terminal's own. */
  readonly notice?: string;
}

/** Everything `mazekit animate` was asked for, checked: nothing is carved yet. */
export interface AnimateRequest {
  readonly generator: ChosenGenerator;
  readonly solver?: ChosenSolver;
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly seed: SeedRequest;
  readonly fps: number;
  readonly duration: number;
  readonly stepsPerFrame: number | undefined;
  readonly color: ColorMode;
  readonly screen: ScreenSize;
  readonly fit: Fit;
}

/** The size of stdout's terminal; a terminal that reports 0×0 is taken as {@link FALLBACK_SCREEN}, with a notice saying so. */
export function screenSize(out: { isTTY?: boolean; columns?: number; rows?: number }): ScreenSize {
  if (out.isTTY !== true) return { tty: false, columns: Infinity, rows: Infinity };
  const columns = out.columns ?? 0;
  const rows = out.rows ?? 0;
  if (columns > 0 && rows > 0) return { tty: true, columns, rows };
  const { columns: c, rows: r } = FALLBACK_SCREEN;
  return { tty: true, columns: c, rows: r, notice: `the terminal reports its size as ${columns}x${rows}; drawing for ${c}x${r}` };
}

/** Largest maze that fits a terminal, for the error message. */
function largestFitting(levels: number, columns: number, rows: number, allowHalf: boolean): string {
  let w = 0;
  let h = 0;
  while (fitScreen(w + 1, Math.max(1, h), levels, columns, rows, allowHalf)) w++;
  while (fitScreen(Math.max(1, w), h + 1, levels, columns, rows, allowHalf)) h++;
  return w && h ? `at most ${w}x${h} cells per floor` : 'no maze at all';
}

/**
 * Reads the flags of `animate` once. Every usage error is raised here, before a cell is
 * carved: a value out of range, a maze that does not fit the terminal (the default size
 * shrinks to fit), an unknown generator or solver, their options, a solver that cannot
 * follow the stairs of a multi-level maze.
 */
export async function parseAnimate(extra: readonly string[], flags: AnimateFlags, registry: Registry, screen: ScreenSize): Promise<AnimateRequest> {
  checkNoExtra('animate', extra);
  const color = detectColor(flags.color, process.env, screen.tty);
  const levels = parseIntFlag('--levels', flags.levels, 1, 64);
  const fps = parseIntFlag('--fps', flags.fps, 1, 240);
  const duration = parseNumberFlag('--duration', flags.duration, 0.1, 3600);
  const stepsPerFrame = flags.stepsPerFrame === undefined ? undefined : parseIntFlag('--steps-per-frame', flags.stepsPerFrame, 1, 1e9);
  const seed = parseSeed(flags.seed);
  const { columns, rows } = screen;
  const allowHalf = color !== 'none';
  let width = flags.width === undefined ? 20 : parseIntFlag('--width', flags.width, 1, 1000);
  let height = flags.height === undefined ? 10 : parseIntFlag('--height', flags.height, 1, 1000);
  // Defaults shrink to what the terminal holds.
  if (flags.width === undefined) while (width > 1 && !fitScreen(width, height, levels, columns, rows, allowHalf)) width--;
  if (flags.height === undefined) while (height > 1 && !fitScreen(width, height, levels, columns, rows, allowHalf)) height--;
  const fit = fitScreen(width, height, levels, columns, rows, allowHalf);
  if (!fit) {
    throw new UsageError(
      `a ${width}x${height}${levels > 1 ? `x${levels}` : ''} maze does not fit this ${columns}x${rows} terminal; ` +
        `it fits ${largestFitting(levels, columns, rows, allowHalf)}${allowHalf ? '' : ' without colour'}`,
    );
  }
  const generator = await parseGenerator(registry, flags.algorithm, flags.option);
  const solver = await parseSolver(registry, flags.solver, flags.solverOption);
  if (solver && levels > 1 && !solver.solver.followsStairs) throw new UsageError(`--solver ${solver.solver.id} cannot follow stairs; use --levels 1`);
  return { generator, ...(solver ? { solver } : {}), width, height, levels, seed, fps, duration, stepsPerFrame, color, screen, fit };
}

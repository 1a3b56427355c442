import { resolveOptions, solve, type Generator, type Grid, type Maze, type Shape } from '@mazekit/core';
import { UsageError } from './errors.js';
import type { FormatTable } from './formats.js';
import { makeMaze, seedFor, type MakeSettings } from './make.js';
import { Progress } from './progress.js';
import { asFlags } from './renderer-error.js';

/** The most mazes one booklet (`--count` with a document format such as pdf) may hold. */
export const MAX_BOOKLET = 10_000;

/** True when `format` is drawn by a renderer that puts many mazes in one document (`renderMany`). */
export function isBooklet(table: FormatTable, format: string): boolean {
  return typeof table.renderers.get(format)?.renderer.renderMany === 'function';
}


/** The booklet formats, for messages: `pdf`. */
export function bookletFormats(table: FormatTable): string {
  return table.names.filter((f) => isBooklet(table, f)).join(', ') || 'none installed';
}

/**
 * Checks, before any maze is carved, what can be checked of a booklet: its style options (so
 * `--per-page 0` fails at once) and where it goes (a binary document never goes to a terminal).
 */
export function checkBookletStart(table: FormatTable, format: string, style: Record<string, unknown>, output: string | undefined): void {
  const { renderer } = table.renderers.get(format)!;
  try {
    resolveOptions(renderer.package, renderer.options, style);
  } catch (error) {
    throw asFlags(error);
  }
  if ((output === undefined || output === '-') && process.stdout.isTTY) {
    throw new UsageError(`--format ${format} is binary; write it with -o FILE.${format} or redirect stdout to a file`);
  }
}

/**
 * Asks the renderer of `format`, when it can tell (`checkFits`), whether it draws `count`
 * mazes on grids like the empty `grid` with `style`, before any carving: a PDF maze too big
 * to print legibly is refused in a moment, naming the largest size that prints, instead of
 * after minutes of carving.
 */
export function checkFits(table: FormatTable, format: string, grid: Grid, count: number, style: Record<string, unknown>): void {
  const renderer = table.renderers.get(format)?.renderer;
  if (renderer?.checkFits === undefined) return;
  try {
    renderer.checkFits(Array.from({ length: count }, () => grid), { ...style, format });
  } catch (error) {
    throw asFlags(error);
  }
}

/**
 * Draws `mazes` as one document. A printed maze needs its entrance and exit, so mazes that do
 * not name them are solved first (core `solve`: the two ends of the longest path).
 */
export function bookletOf(mazes: readonly Maze<Grid>[], format: string, table: FormatTable, style: Record<string, unknown>): string | Uint8Array {
  const { renderer } = table.renderers.get(format)!;
  for (const maze of mazes) if (maze.start === undefined || maze.goal === undefined || maze.solution === undefined) solve(maze);
  try {
    return renderer.renderMany!(mazes, { ...style, format });
  } catch (error) {
    throw asFlags(error);
  }
}

/**
 * Carves `count` mazes (seeds `<seed>-1` … `<seed>-N`, as `--count` names them), solved, for a
 * booklet; `shape` is the shape of the settings' plan, when they have one.
 */
export async function carveBooklet(generator: Generator, settings: MakeSettings, seed: string, count: number, shape?: Shape): Promise<Maze<Grid>[]> {
  if (count > MAX_BOOKLET) throw new UsageError(`--count ${count} is too many for one booklet; at most ${MAX_BOOKLET}`);
  const progress = await Progress.create(count, `${count} mazes`);
  const mazes: Maze<Grid>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      mazes.push(makeMaze(generator, { ...settings, solve: true }, seedFor(seed, i, count), undefined, shape).maze);
      progress.update(i + 1);
    }
  } finally {
    progress.stop();
  }
  return mazes;
}

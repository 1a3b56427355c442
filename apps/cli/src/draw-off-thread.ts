import { Worker } from 'node:worker_threads';
import { shapeOf, stringifyMazeLines, type Grid, type Maze } from '@mazekit/core';
import type { Texture } from '@mazekit/endless';
import { isBooklet } from './booklet.js';
import type { PluginPackage } from './discover.js';
import type { FormatTable } from './formats.js';
import { produce, type StatsExtra } from './produce.js';
import { Progress, worthShowing } from './progress.js';

/** The window of an endless maze to make in the worker (the flags of `mazekit window`, checked). */
export interface WindowJob {
  readonly seed: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly texture: Texture;
}

/** What the draw worker makes: `format` of `mazes` (maze JSON Lines) or of an endless `window`. */
export interface DrawJob {
  /** The renderer package of `format`; none for the CLI's own formats (json, stats). */
  readonly plugin: PluginPackage | undefined;
  readonly format: string;
  readonly style: Record<string, unknown>;
  readonly extras: readonly StatsExtra[];
  readonly mazes?: string;
  /** Module URLs of the shape packages `mazes` need (orthogonal needs none). */
  readonly shapes: readonly string[];
  readonly window?: WindowJob;
}

type Reply = { out: string | Uint8Array; error?: undefined } | { error: string; usage: boolean };

/**
 * Drawings of at least this many cells are made in a worker when a progress display may be
 * needed: a 500 × 500 PNG takes about 0.7 s here, a 1000 × 1000 one about 3 s.
 */
export const OFF_THREAD_DRAW_CELLS = 250_000;

/** Module URLs of the shapes of `mazes`, or undefined when one cannot be imported by URL. */
function shapeURLs(mazes: readonly Maze<Grid>[]): string[] | undefined {
  const urls = new Set<string>();
  for (const maze of mazes) {
    const shape = shapeOf(maze.grid);
    if (!shape) return undefined;
    if (shape.topology === 'orthogonal') continue;
    try {
      urls.add(import.meta.resolve(shape.package));
    } catch {
      return undefined;
    }
  }
  return [...urls];
}

/** Runs `job` in a worker thread with an activity bar labelled `label` on the terminal. */
async function runJob(job: DrawJob, label: string): Promise<string | Uint8Array> {
  const progress = await Progress.create(15, label);
  progress.pulse();
  try {
    return await new Promise<string | Uint8Array>((resolve, reject) => {
      const worker = new Worker(new URL('./draw-worker.js', import.meta.url), { workerData: job });
      worker.once('message', (reply: Reply) => {
        void worker.terminate();
        if (reply.error !== undefined) reject(Object.assign(new Error(reply.error), { usage: reply.usage }));
        else resolve(reply.out);
      });
      worker.once('error', reject);
      // Settles nothing once a reply came; otherwise the worker died without one.
      worker.once('exit', (code) => reject(new Error(`the drawing thread stopped (exit status ${code}) before it finished`)));
    });
  } finally {
    progress.stop();
  }
}

/**
 * {@link produce}, with a progress display on a terminal for big drawings: the mazes go to a
 * worker thread (as maze JSON) that draws them, while this thread keeps the bar alive. The
 * bytes are the same either way. Small drawings, the CLI's own formats, and several mazes in
 * a format that is not a booklet are made here, at once.
 */
export async function produceShown(
  mazes: readonly Maze<Grid>[],
  format: string,
  table: FormatTable,
  style: Record<string, unknown>,
  extras: readonly StatsExtra[] = [],
): Promise<string | Uint8Array> {
  const inline = (): string | Uint8Array => produce(mazes, format, table, style, extras);
  const entry = table.renderers.get(format);
  const cells = mazes.reduce((n, maze) => n + maze.grid.size, 0);
  if (!entry || !worthShowing(cells, OFF_THREAD_DRAW_CELLS)) return inline();
  if (mazes.length > 1 && !isBooklet(table, format)) return inline();
  const shapes = shapeURLs(mazes);
  if (!shapes) return inline();
  const what = mazes.length === 1 ? `${cells} cells` : `${mazes.length} mazes`;
  return runJob({ plugin: entry.plugin, format, style, extras, mazes: stringifyMazeLines(mazes), shapes }, `drawing ${format} (${what})`);
}

/** Makes and draws an endless window in a worker thread, with a progress display. */
export function windowShown(window: WindowJob, format: string, table: FormatTable, style: Record<string, unknown>): Promise<string | Uint8Array> {
  const plugin = table.renderers.get(format)?.plugin;
  return runJob({ plugin, format, style, extras: [], window, shapes: [] }, `window ${window.width}x${window.height} (${format})`);
}

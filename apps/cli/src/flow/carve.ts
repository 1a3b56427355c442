import { createRng, type Grid, type Maze } from '@mazekit/core';
import { carveBooklet } from '../booklet.js';
import { makeMazeOffThread } from '../carve-off-thread.js';
import type { WindowJob } from '../draw-off-thread.js';
import { makeMany } from '../count.js';
import { mazeDifficulty } from '../difficulty.js';
import { makeMaze, seedFor, type Made } from '../make.js';
import type { StatsExtra } from '../produce.js';
import { Progress } from '../progress.js';
import { readMazes } from '../input.js';
import type { Registry } from '../registry.js';
import type { CarveJob } from './plan.js';

/**
 * What carving hands on. `mazes`: finished mazes (with the figures `stats` shows). `rows`: a
 * generator's rows, carved as they are pulled. `lines`: the JSON Lines of `--count`, carved
 * and written a batch at a time as they are pumped into a writer. `window`: a big window of
 * the endless maze, made by the drawing thread that draws it (while a progress bar shows).
 */
export type Carved =
  | { readonly kind: 'mazes'; readonly mazes: readonly Maze<Grid>[]; readonly extras: readonly StatsExtra[] }
  | { readonly kind: 'rows'; readonly rows: Iterable<Uint8Array>; readonly height: number }
  | { readonly kind: 'lines'; readonly pump: (write: (text: string) => Promise<void>) => Promise<void> }
  | { readonly kind: 'window'; readonly window: WindowJob };

/** Carves what `job` says, by its path. */
export async function carve(job: CarveJob): Promise<Carved> {
  switch (job.path) {
    case 'rows':
      // A generator function: nothing is carved until the rows are pulled.
      return { kind: 'rows', rows: job.generator.rows!(job.width, job.height, createRng(job.seed), job.options), height: job.height };
    case 'booklet':
      return { kind: 'mazes', mazes: await carveBooklet(job.generator, job.settings, job.seed, job.count, job.shape), extras: [] };
    case 'count':
      return {
        kind: 'lines',
        pump: (write) => makeMany({ plugin: job.plugin, settings: job.settings, baseSeed: job.seed, count: job.count, format: job.format }, job.generator, job.jobs, write, job.shape),
      };
    case 'window': {
      if (job.offThread) return { kind: 'window', window: job.window };
      const { windowMaze } = await import('@mazekit/endless');
      const { seed, x, y, width, height, texture } = job.window;
      return { kind: 'mazes', mazes: [windowMaze(seed, x, y, width, height, { texture })], extras: [] };
    }
    case 'one': {
      if (job.pick) {
        const made = pickMaze(job, job.pick);
        return { kind: 'mazes', mazes: [made.maze], extras: [{ generateMs: made.generateMs, braid: job.settings.braid }] };
      }
      const made = job.offThread ? await carveShown(job) : makeMaze(job.generator, job.settings, job.seed, undefined, job.shape);
      return { kind: 'mazes', mazes: [made.maze], extras: [{ generateMs: made.generateMs, braid: job.settings.braid }] };
    }
  }
}

/** Carves one maze in a worker thread while an activity bar shows on the terminal. */
async function carveShown(job: Extract<CarveJob, { path: 'one' }>): Promise<Made> {
  const progress = await Progress.create(15, job.label);
  progress.pulse();
  try {
    return await makeMazeOffThread(job.plugin, job.generator.id, job.settings, job.seed, job.shape);
  } finally {
    progress.stop();
  }
}

/**
 * `--pick`: carves `of` mazes from seeds `<seed>-1 .. <seed>-N` and keeps the one whose core
 * difficulty score (between its start and goal, or the ends of its longest path) is highest
 * or lowest, the first among equals: the same seed always keeps the same maze. A maze whose
 * goal cannot be reached scores as the easiest possible.
 */
function pickMaze(job: Extract<CarveJob, { path: 'one' }>, pick: { mode: 'hardest' | 'easiest'; of: number }): Made {
  let best: Made | undefined;
  let bestScore = 0;
  for (let i = 0; i < pick.of; i++) {
    const made = makeMaze(job.generator, job.settings, seedFor(job.seed, i, pick.of), undefined, job.shape);
    const score = mazeDifficulty(made.maze)?.score ?? -1;
    if (!best || (pick.mode === 'hardest' ? score > bestScore : score < bestScore)) {
      best = made;
      bestScore = score;
    }
  }
  return best!;
}

/**
 * The step that stands for carving in the commands that take maze JSON (`render`, `solve`,
 * `stats`): reads it from a file or, for `-`, stdin, with every installed shape known.
 */
export async function read(source: string, registry: Registry): Promise<Extract<Carved, { kind: 'mazes' }>> {
  const mazes = await readMazes(source, await registry.shapes(), await registry.shapeFailures());
  return { kind: 'mazes', mazes, extras: [] };
}

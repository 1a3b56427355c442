import { createRng, type Grid, type Maze } from '@mazekit/core';
import { carveBooklet } from '../booklet.js';
import { makeMazeOffThread } from '../carve-off-thread.js';
import { makeMany } from '../count.js';
import { makeMaze, type Made } from '../make.js';
import type { StatsExtra } from '../produce.js';
import { Progress } from '../progress.js';
import type { CarveJob } from './plan.js';

/**
 * What carving hands on. `mazes`: finished mazes (with the figures `stats` shows). `rows`: a
 * generator's rows, carved as they are pulled. `lines`: the JSON Lines of `--count`, carved
 * and written a batch at a time as they are pumped into a writer.
 */
export type Carved =
  | { readonly kind: 'mazes'; readonly mazes: readonly Maze<Grid>[]; readonly extras: readonly StatsExtra[] }
  | { readonly kind: 'rows'; readonly rows: Iterable<Uint8Array>; readonly height: number }
  | { readonly kind: 'lines'; readonly pump: (write: (text: string) => Promise<void>) => Promise<void> };

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
    case 'one': {
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

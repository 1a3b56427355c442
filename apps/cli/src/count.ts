import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Generator, Shape } from '@mazekit/core';
import type { PluginPackage } from './discover.js';
import { cellsOf, lineFor, makeMaze, seedFor, type MakeSettings } from './make.js';
import { Progress } from './progress.js';

/** What the worker threads of `--count` need to make their share. */
export interface ManyRequest {
  readonly plugin: PluginPackage;
  readonly settings: MakeSettings;
  readonly baseSeed: string;
  readonly count: number;
  readonly format: 'json' | 'stats';
}

/** Messages from a worker: a finished batch of lines, or the error that stopped it. */
export type WorkerReply = { batch: number; text: string; error?: undefined } | { batch: number; error: string; usage: boolean };

/** Below this many cells in all, threads cost more to start than they save. */
const PARALLEL_CELLS = 400_000;
/** Cells per batch handed to a worker: big enough to amortise a message, small enough to stream. */
const BATCH_CELLS = 200_000;

/** Threads to use when the user did not say: all cores for large batches, none for small ones. */
export function autoJobs(count: number, cellsPerMaze: number): number {
  if (count < 4 || count * cellsPerMaze < PARALLEL_CELLS) return 1;
  return Math.min(availableParallelism(), count);
}

/**
 * Makes `count` mazes and hands their lines to `write` in order, inline (`jobs` = 1) or
 * spread over `jobs` worker threads. The output is the same byte for byte either way. `shape`
 * is the shape of the settings' plan, when they have one (each worker imports its own).
 */
export async function makeMany(request: ManyRequest, generator: Generator, jobs: number, write: (text: string) => Promise<void>, shape?: Shape): Promise<void> {
  const progress = await Progress.create(request.count, `${request.count} mazes`);
  const cellsPerMaze = cellsOf(request.settings);
  try {
    if (jobs <= 1) {
      for (let i = 0; i < request.count; i++) {
        const made = makeMaze(generator, request.settings, seedFor(request.baseSeed, i, request.count), undefined, shape);
        await write(lineFor(made, request.format, request.settings.braid));
        progress.update(i + 1);
      }
      return;
    }
    const perBatch = Math.max(1, Math.floor(BATCH_CELLS / cellsPerMaze));
    await runWorkers(request, jobs, perBatch, write, progress);
  } finally {
    progress.stop();
  }
}

async function runWorkers(
  request: ManyRequest,
  jobs: number,
  perBatch: number,
  write: (text: string) => Promise<void>,
  progress: Progress,
): Promise<void> {
  const batches = Math.ceil(request.count / perBatch);
  const workers = Array.from({ length: Math.min(jobs, batches) }, () => new Worker(new URL('./count-worker.js', import.meta.url), { workerData: request }));
  const ready = new Map<number, string>();
  let nextBatch = 0;
  let nextToWrite = 0;
  let done = 0;
  let flushing = Promise.resolve();
  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      while (ready.has(nextToWrite)) {
        const text = ready.get(nextToWrite)!;
        ready.delete(nextToWrite);
        nextToWrite++;
        await write(text);
      }
    });
    return flushing;
  };
  const ask = (worker: Worker, batch: number): Promise<string> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: WorkerReply): void => {
        cleanup();
        if (reply.error !== undefined) reject(Object.assign(new Error(reply.error), { usage: reply.usage }));
        else resolve(reply.text);
      };
      const onError = (error: Error): void => {
        cleanup();
        reject(error);
      };
      const cleanup = (): void => {
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      const start = batch * perBatch;
      worker.postMessage({ batch, start, end: Math.min(request.count, start + perBatch) });
    });
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (nextBatch < batches) {
          const batch = nextBatch++;
          const text = await ask(worker, batch);
          ready.set(batch, text);
          done += Math.min(request.count, (batch + 1) * perBatch) - batch * perBatch;
          progress.update(done);
          await flush();
        }
      }),
    );
    await flush();
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

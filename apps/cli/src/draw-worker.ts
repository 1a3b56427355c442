import { parentPort, workerData } from 'node:worker_threads';
import { isMazekitError, parseMazeLines, type Maze, type Shape } from '@mazekit/core';
import type { DrawJob } from './draw-off-thread.js';
import { UsageError } from './errors.js';
import { formatTable } from './formats.js';
import { loadRenderer } from './load.js';
import { produce } from './produce.js';
import type { LoadedRenderer } from './registry.js';

// Makes (an endless window) and draws mazes off the main thread, so the main thread can keep
// a progress display alive while a big picture is drawn: renderers draw in one synchronous call.
const job = workerData as DrawJob;
const port = parentPort!;

async function mazesOf(): Promise<Maze[]> {
  if (job.window) {
    const { windowMaze } = await import('@mazekit/endless');
    const w = job.window;
    return [windowMaze(w.seed, w.x, w.y, w.width, w.height, { texture: w.texture })];
  }
  const shapes = await Promise.all(job.shapes.map(async (url) => ((await import(url)) as { shape: Shape }).shape));
  return parseMazeLines(job.mazes!, shapes) as Maze[];
}

try {
  const loaded: LoadedRenderer[] = job.plugin ? [{ plugin: job.plugin, renderer: await loadRenderer(job.plugin) }] : [];
  const out = produce(await mazesOf(), job.format, formatTable(loaded), job.style, job.extras);
  // Copied, not transferred: a Buffer's memory may be a pool shared with other Buffers.
  port.postMessage({ out });
} catch (error) {
  port.postMessage({ error: (error as Error).message, usage: error instanceof UsageError || isMazekitError(error) });
}

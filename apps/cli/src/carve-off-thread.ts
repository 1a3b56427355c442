import { Worker } from 'node:worker_threads';
import type { Layout, Shape } from '@mazekit/core';
import type { PluginPackage } from './discover.js';
import { finishMaze, newGrid, type Made, type MakeSettings } from './make.js';

type Reply = { cells: Uint8Array; layout?: Layout; generateMs: number; error?: undefined } | { error: string; usage: boolean };

/**
 * Carves one maze in a worker thread (the same maze, byte for byte, as on the main thread)
 * and finishes it (braid, solve) here. The main thread stays free to draw a progress display.
 * `shape` is the shape of the settings' plan, when they have one (the worker imports its own).
 */
export function makeMazeOffThread(plugin: PluginPackage, generatorId: string, settings: MakeSettings, seed: string, shape?: Shape): Promise<Made> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./carve-worker.js', import.meta.url), { workerData: { plugin, settings, seed } });
    worker.once('message', (reply: Reply) => {
      void worker.terminate();
      if (reply.error !== undefined) {
        reject(Object.assign(new Error(reply.error), { usage: reply.usage }));
        return;
      }
      try {
        const grid = newGrid(settings, shape);
        grid.cells.set(reply.cells);
        resolve({ maze: finishMaze(grid, generatorId, settings, seed, reply.layout), generateMs: reply.generateMs });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    worker.once('error', reject);
  });
}

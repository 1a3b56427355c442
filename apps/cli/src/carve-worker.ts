import { parentPort, workerData } from 'node:worker_threads';
import { isMazekitError } from '@mazekit/core';
import type { PluginPackage } from './discover.js';
import { UsageError } from './errors.js';
import { loadGenerator } from './load.js';
import { makeMaze, type MakeSettings } from './make.js';
import { planShape } from './shapes.js';

// Carves one big maze off the main thread, so the main thread can keep a progress display
// alive without slowing the generator down with a tracer.
const { plugin, settings, seed } = workerData as { plugin: PluginPackage; settings: MakeSettings; seed: string };
const port = parentPort!;
try {
  const generator = await loadGenerator(plugin);
  const shape = settings.plan ? await planShape(settings.plan) : undefined;
  // Only the carving here: braid, ends and solve are finished on the main thread.
  const { ends: _ends, ...carving } = settings;
  const made = makeMaze(generator, { ...carving, braid: undefined, solve: false }, seed, undefined, shape);
  const cells = made.maze.grid.cells;
  port.postMessage({ cells, layout: made.maze.layout, generateMs: made.generateMs }, [cells.buffer as ArrayBuffer]);
} catch (error) {
  port.postMessage({ error: (error as Error).message, usage: error instanceof UsageError || isMazekitError(error) });
}

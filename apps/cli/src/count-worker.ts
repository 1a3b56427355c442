import { parentPort, workerData } from 'node:worker_threads';
import { isMazekitError } from '@mazekit/core';
import type { ManyRequest, WorkerReply } from './count.js';
import { UsageError } from './errors.js';
import { loadGenerator } from './load.js';
import { lineFor, makeMaze, seedFor } from './make.js';
import { planShape } from './shapes.js';

// One thread of `generate --count`: makes the mazes of each batch it is sent, in order.
const request = workerData as ManyRequest;
const port = parentPort!;
const generator = await loadGenerator(request.plugin);
const shape = request.settings.plan ? await planShape(request.settings.plan) : undefined;

port.on('message', ({ batch, start, end }: { batch: number; start: number; end: number }) => {
  let reply: WorkerReply;
  try {
    let text = '';
    for (let i = start; i < end; i++) {
      text += lineFor(makeMaze(generator, request.settings, seedFor(request.baseSeed, i, request.count), undefined, shape), request.format, request.settings.braid);
    }
    reply = { batch, text };
  } catch (error) {
    reply = { batch, error: (error as Error).message, usage: error instanceof UsageError || isMazekitError(error) };
  }
  port.postMessage(reply);
});

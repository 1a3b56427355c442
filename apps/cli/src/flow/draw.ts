import { produceShown, windowShown } from '../draw-off-thread.js';
import { Progress } from '../progress.js';
import { streamMaze } from '../stream.js';
import type { Carved } from './carve.js';
import type { DrawJob } from './plan.js';

/** A drawing to write: `whole` bytes or text, or a `stream` pumped into a writer piece by piece. */
export type Drawn =
  | { readonly kind: 'whole'; readonly data: string | Uint8Array; readonly format: string }
  | { readonly kind: 'stream'; readonly pump: (write: (text: string) => Promise<void>) => Promise<void> };

/** Draws what was carved in the job's format: whole mazes at once, streamed rows as text pulled row by row. */
export async function draw(carved: Carved, job: DrawJob): Promise<Drawn> {
  switch (carved.kind) {
    case 'mazes':
      return { kind: 'whole', data: await produceShown(carved.mazes, job.format, job.table, job.style, carved.extras), format: job.format };
    case 'rows': {
      const { rows, height } = carved;
      const text = job.rowText!;
      const label = job.rowsLabel;
      return {
        kind: 'stream',
        pump: async (write) => streamMaze({ rows, text }, write, label === undefined ? Progress.hidden() : await Progress.create(height, label)),
      };
    }
    case 'window':
      return { kind: 'whole', data: await windowShown(carved.window, job.format, job.table, job.style), format: job.format };
    case 'lines':
      // The worker threads of `--count` carve and write each maze's line in one go.
      return { kind: 'stream', pump: carved.pump };
  }
}

import type { Generator, Shape } from '@mazekit/core';
import { isBooklet } from '../booklet.js';
import { autoJobs } from '../count.js';
import type { PluginPackage } from '../discover.js';
import type { MakeSettings } from '../make.js';
import { worthShowing } from '../progress.js';
import { planLabel } from '../shapes.js';
import type { RowText } from '../stream.js';
import type { Drawing, Target } from '../parse/common.js';
import type { GenerateRequest } from '../parse/generate.js';

/** Mazes at least this big are carved in a worker when a progress display may be needed. */
const OFF_THREAD_CELLS = 1_000_000;

/**
 * How the mazes of a run are carved, one of four paths:
 * - `rows`: a generator's row stream, pulled a row at a time as the text is written;
 * - `booklet`: `count` mazes, solved, for one document (pdf);
 * - `count`: `count` mazes as JSON Lines, inline or over `jobs` worker threads;
 * - `one`: one maze, here or (`offThread`, when big and a progress bar may show) in a worker.
 */
export type CarveJob =
  | { readonly path: 'rows'; readonly generator: Generator; readonly width: number; readonly height: number; readonly seed: string; readonly options: MakeSettings['options'] }
  | { readonly path: 'booklet'; readonly generator: Generator; readonly settings: MakeSettings; readonly shape: Shape; readonly seed: string; readonly count: number }
  | {
      readonly path: 'count';
      readonly plugin: PluginPackage;
      readonly generator: Generator;
      readonly settings: MakeSettings;
      readonly shape: Shape;
      readonly seed: string;
      readonly count: number;
      readonly jobs: number;
      readonly format: 'json' | 'stats';
    }
  | {
      readonly path: 'one';
      readonly plugin: PluginPackage;
      readonly generator: Generator;
      readonly settings: MakeSettings;
      readonly shape: Shape;
      readonly seed: string;
      readonly offThread: boolean;
      /** What the activity bar of an off-thread carving calls it. */
      readonly label: string;
    };

/** How the carved mazes are drawn: the checked drawing, and what streamed text needs. */
export interface DrawJob extends Drawing {
  /** The row renderer of a streamed maze. */
  readonly rowText?: RowText;
  /** What the progress bar of streamed rows calls the work; none when no bar may show (text streamed to the terminal). */
  readonly rowsLabel?: string;
}

/** A run made from a request: what to carve, how to draw it, where to write it. */
export interface Plan {
  readonly carve: CarveJob;
  readonly draw: DrawJob;
  readonly target: Target;
}

/** The plan of a `generate` request: the carving path, the drawing and the output target. */
export function planGenerate(request: GenerateRequest): Plan {
  const { generator, seed, board, count, drawing, target } = request;
  const gen = generator.generator;
  if (board.kind === 'rows') {
    // A bar on the terminal the text is streamed to would be drawn into the maze.
    const bar = !(target.file === undefined && process.stdout.isTTY);
    return {
      carve: { path: 'rows', generator: gen, width: board.width, height: board.height, seed: seed.value, options: generator.options },
      draw: { ...drawing, rowText: board.text, ...(bar ? { rowsLabel: `${gen.id} ${board.width}x${board.height} rows` } : {}) },
      target,
    };
  }
  const { settings, shape, plan } = board;
  const base = { generator: gen, settings, shape, seed: seed.value };
  const draw: DrawJob = drawing;
  if (count > 1 && isBooklet(drawing.table, drawing.format)) return { carve: { path: 'booklet', ...base, count }, draw, target };
  if (count > 1) {
    const jobs = request.jobs ?? autoJobs(count, plan.cells);
    return { carve: { path: 'count', ...base, plugin: generator.plugin, count, jobs, format: drawing.format as 'json' | 'stats' }, draw, target };
  }
  // A tracer would report progress but pushes generators off their fast paths; carving in
  // a worker keeps the same speed and leaves this thread free for an activity bar.
  return { carve: { path: 'one', ...base, plugin: generator.plugin, offThread: worthShowing(plan.cells, OFF_THREAD_CELLS), label: `${gen.id} ${planLabel(plan)}` }, draw, target };
}

import { isMasked, shapeOf, type Generator, type Grid, type Maze, type Shape } from '@mazekit/core';
import { isBooklet } from '../booklet.js';
import { autoJobs } from '../count.js';
import type { PluginPackage } from '../discover.js';
import { OFF_THREAD_DRAW_CELLS, type WindowJob } from '../draw-off-thread.js';
import type { MakeSettings } from '../make.js';
import { worthShowing } from '../progress.js';
import { assertDrawsShape, fitDrawing } from '../shape-formats.js';
import { planLabel } from '../shapes.js';
import type { RowText } from '../stream.js';
import type { Drawing, Target } from '../parse/common.js';
import type { GenerateRequest } from '../parse/generate.js';
import type { WindowRequest } from '../parse/window.js';

/** Mazes at least this big are carved in a worker when a progress display may be needed. */
const OFF_THREAD_CELLS = 1_000_000;

/**
 * How the mazes of a run are carved, one of four paths:
 * - `rows`: a generator's row stream, pulled a row at a time as the text is written;
 * - `booklet`: `count` mazes, solved, for one document (pdf);
 * - `count`: `count` mazes as JSON Lines, inline or over `jobs` worker threads;
 * - `one`: one maze, here or (`offThread`, when big and a progress bar may show) in a worker;
 * - `window`: a window of the endless maze, here or (`offThread`) in the thread that draws it.
 */
export type CarveJob =
  | { readonly path: 'window'; readonly window: WindowJob; readonly offThread: boolean }
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
      /** `--pick`: carve `of` mazes (seeds `<seed>-1 .. <seed>-N`) and keep the hardest or easiest. */
      readonly pick?: { readonly mode: 'hardest' | 'easiest'; readonly of: number };
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
  const pick = request.pick ? { pick: request.pick } : {};
  return { carve: { path: 'one', ...base, ...pick, plugin: generator.plugin, offThread: !request.pick && worthShowing(plan.cells, OFF_THREAD_CELLS), label: `${gen.id} ${planLabel(plan)}` }, draw, target };
}

/** The plan of a `window` request: one window of the endless maze, drawn and written. */
export function planWindow(request: WindowRequest): Plan {
  const { window, drawing, target } = request;
  const offThread = worthShowing(window.width * window.height, OFF_THREAD_DRAW_CELLS);
  return { carve: { path: 'window', window, offThread }, draw: drawing, target };
}

/**
 * How mazes read from maze JSON are drawn: a format that cannot draw a maze's shape is
 * refused naming the ones it draws (each kind asked once), and each maze must fit the
 * format's limits; one maze alone may get a size-dependent default (png's cell size).
 * `shapes` are the installed shapes.
 */
export function planDrawing(mazes: readonly Maze<Grid>[], drawing: Drawing, shapes: readonly Shape[]): DrawJob {
  const { format, table, style } = drawing;
  const asked = new Set<string>();
  for (const maze of mazes) {
    const shape = shapeOf(maze.grid);
    const masked = isMasked(maze.grid);
    const kind = `${shape?.topology ?? ''}/${masked}`;
    if (!shape || asked.has(kind) || (shape.topology === 'orthogonal' && !masked)) continue;
    asked.add(kind);
    assertDrawsShape(table, format, shape, shapes, masked);
  }
  const fitted = mazes.map((maze) => fitDrawing(format, maze.grid, style));
  return { ...drawing, style: fitted.length === 1 ? fitted[0]! : style };
}

import { createRng, maskCells, maskGrid, orthogonalShape, randomSeed, type Grid, type MaskedGrid, type Shape } from '@mazekit/core';
import { parseIntFlag, parseNumberFlag } from '../args.js';
import { makeMazeOffThread } from '../carve-off-thread.js';
import { bookletFormats, carveBooklet, checkBookletStart, checkFits, isBooklet } from '../booklet.js';
import { autoJobs, makeMany } from '../count.js';
import { UsageError } from '../errors.js';
import { chooseFormat, formatTable } from '../formats.js';
import { readFontFlags, withFonts } from '../font-flag.js';
import { generatorOptions } from '../generator-options.js';
import { makeMaze, type MakeSettings, type Made } from '../make.js';
import { maskError, readMaskFile } from '../mask-file.js';
import { checkWritable, emit, formatHint, openAtomic, writeStdout } from '../output.js';
import { produceShown } from '../draw-off-thread.js';
import { assertPrintable } from '../produce.js';
import { Progress, worthShowing } from '../progress.js';
import type { PluginPackage } from '../discover.js';
import type { Registry } from '../registry.js';
import { assertDrawsShape, fitDrawing } from '../shape-formats.js';
import { planLabel, sizeOf, type GridPlan } from '../shapes.js';
import { rowTextFor, streamMaze } from '../stream.js';
import { styleFor } from '../style.js';

/** Flags of `mazekit generate` as commander hands them over (all strings). */
export interface GenerateFlags {
  algorithm: string;
  shape?: string;
  width?: string;
  height?: string;
  levels?: string;
  mask?: string;
  keepLargest?: boolean;
  seed?: string;
  format?: string;
  output?: string;
  count: string;
  braid?: string;
  solve?: boolean;
  option?: string[];
  jobs?: string;
  style?: string[];
  font?: string[];
  [style: string]: unknown;
}

/** Mazes at least this big are carved in a worker when a progress display may be needed. */
const OFF_THREAD_CELLS = 1_000_000;

/**
 * `mazekit generate`: carves one maze (or `--count` mazes) and writes it in the chosen format.
 * ASCII, Unicode or blocks text of one floor from a generator with a row stream (Eller's),
 * without options that need the whole maze, is streamed row by row in flat memory, so its
 * height is not bound by the cell limit.
 */
export async function generateCommand(flags: GenerateFlags, registry: Registry, styleNames: readonly string[], sizeNames: readonly string[] = ['width', 'height', 'levels']): Promise<void> {
  const topology = flags.shape ?? 'orthogonal';
  if (topology !== 'orthogonal') registry.shapePackage(topology);
  if (flags.keepLargest && flags.mask === undefined) throw new UsageError('--keep-largest keeps the largest region of a --mask; give --mask FILE or drop it');
  const count = parseIntFlag('--count', flags.count, 1, 100_000_000);
  const braid = flags.braid === undefined ? undefined : parseNumberFlag('--braid', flags.braid, 0, 1);
  if (flags.seed === '') throw new UsageError('--seed must not be empty');
  const seed = flags.seed ?? randomSeed();
  const jobs = flags.jobs === undefined ? undefined : parseIntFlag('--jobs', flags.jobs, 1, 256);
  if (jobs !== undefined && count === 1) throw new UsageError('--jobs spreads --count over threads; give --count N (N > 1) or drop --jobs');
  if (flags.output !== undefined) checkWritable(flags.output);
  const { loaded, failed } = await registry.renderers();
  const table = formatTable(loaded, failed);
  const fallback = count > 1 || !process.stdout.isTTY || !table.names.includes('ascii') ? 'json' : 'ascii';
  const format = chooseFormat(table, flags.format, formatHint(flags.output), fallback);
  const booklet = isBooklet(table, format);
  if (count > 1 && format !== 'json' && format !== 'stats' && !booklet) {
    throw new UsageError(`--count ${count} writes JSON Lines or one booklet; --format must be json, stats or ${bookletFormats(table)}, got ${JSON.stringify(format)}`);
  }
  const style = styleFor(format, table, styleNames, flags, flags.solve === true);
  if (booklet) checkBookletStart(table, format, style, flags.output);
  const fonts = readFontFlags(flags.font, format);

  // Only the chosen generator is imported.
  const { plugin, generator } = await registry.generator(flags.algorithm);
  const options = generatorOptions(generator, flags.option);
  const plain = topology === 'orthogonal' && flags.mask === undefined && (flags.levels === undefined || flags.levels === '1');
  const streamable = plain && count === 1 && braid === undefined && flags.solve !== true && generator.rows !== undefined;
  const rowText = streamable ? await rowTextFor(format, table) : undefined;
  if (rowText) {
    // The grid is never built, so only the row width is bound by the cell limit.
    const width = parseIntFlag('--width', flags.width ?? '20', 1);
    const height = parseIntFlag('--height', flags.height ?? '10', 1, Number.MAX_SAFE_INTEGER);
    const job = { generator, width, height, rng: createRng(seed), options, text: rowText(width, style) };
    if (flags.output === undefined) {
      // A bar on the terminal the text is streamed to would be drawn into the maze.
      const progress = process.stdout.isTTY ? Progress.hidden() : await Progress.create(height, `${generator.id} ${width}x${height} rows`);
      await streamMaze(job, writeStdout, progress);
    } else {
      const file = await openAtomic(flags.output);
      try {
        await streamMaze(job, file.write, await Progress.create(height, `${generator.id} ${width}x${height} rows`));
        await file.commit();
      } finally {
        file.abort();
      }
    }
    seedNotice(flags.seed, seed, format);
    return;
  }

  const shape = topology === 'orthogonal' ? (orthogonalShape as unknown as Shape) : await registry.shape(topology);
  const { plan, grid } = await gridPlan(shape, topology === 'orthogonal' ? undefined : registry.shapePackage(topology), flags, sizeNames);
  const params = plan.params;
  const size = { width: params.width ?? 1, height: params.height ?? 1, levels: params.levels ?? 1 };
  // A plain orthogonal maze keeps the path it always took; any other grid goes by its plan.
  const settings: MakeSettings = { ...size, options, braid, solve: flags.solve === true, ...(plain ? {} : { plan }) };
  const cells = plan.cells;
  const reason = generator.unsupported(grid);
  if (reason !== undefined) throw new UsageError(`${generator.package}: ${reason}`);
  if (!plain) assertDrawsShape(table, format, shape, await registry.shapes(), plan.on !== undefined);
  // A drawing too big for its format is refused now, before minutes of carving.
  const drawStyle = count === 1 ? fitDrawing(format, grid, style) : style;
  if (count === 1 || booklet) checkFits(table, format, grid, count, withFonts(drawStyle, fonts));

  if (count > 1) {
    if (booklet) {
      const mazes = await carveBooklet(generator, settings, seed, count, shape);
      await emit(await produceShown(mazes, format, table, withFonts(style, fonts)), flags.output);
      return;
    }
    const file = flags.output === undefined ? undefined : await openAtomic(flags.output);
    try {
      await makeMany({ plugin, settings, baseSeed: seed, count, format: format as 'json' | 'stats' }, generator, jobs ?? autoJobs(count, cells), file ? file.write : writeStdout, shape);
      await file?.commit();
    } finally {
      file?.abort();
    }
    return;
  }

  let made: Made;
  if (worthShowing(cells, OFF_THREAD_CELLS)) {
    // A tracer would report progress but pushes generators off their fast paths; carving in
    // a worker keeps the same speed and leaves this thread free for an activity bar.
    const progress = await Progress.create(15, `${generator.id} ${planLabel(plan)}`);
    progress.pulse();
    try {
      made = await makeMazeOffThread(plugin, generator.id, settings, seed, shape);
    } finally {
      progress.stop();
    }
  } else {
    made = makeMaze(generator, settings, seed, undefined, shape);
  }
  const data = await produceShown([made.maze], format, table, withFonts(drawStyle, fonts), [{ generateMs: made.generateMs, braid }]);
  assertPrintable(data, format, flags.output);
  await emit(data, flags.output);
  seedNotice(flags.seed, seed, format);
}

/** A drawing does not record its seed: on a terminal, say which one a random run used. */
function seedNotice(given: string | undefined, seed: string, format: string): void {
  if (given === undefined && format !== 'json' && format !== 'stats' && process.stderr.isTTY) {
    process.stderr.write(`mazekit: seed ${seed} (give --seed ${seed} to make this maze again)\n`);
  }
}

/**
 * The grid `generate` carves: the shape's size from the size flags (a text mask gives the
 * board its own size when neither --width nor --height is given), and the cells a --mask
 * leaves on (core `maskCells` lays the mask on the grid, `maskGrid` checks that the
 * on-cells connect, or keeps the largest region with --keep-largest). Returns the plan for
 * the carving and the empty grid, for the checks made before it.
 */
async function gridPlan(shape: Shape, plugin: PluginPackage | undefined, flags: GenerateFlags, sizeNames: readonly string[]): Promise<{ plan: GridPlan; grid: Grid }> {
  const given: Record<string, string | undefined> = {};
  for (const name of sizeNames) given[name] = flags[name] as string | undefined;
  const mask = flags.mask === undefined ? undefined : await readMaskFile(flags.mask);
  const board = shape.params.some((p) => p.name === 'width') && shape.params.some((p) => p.name === 'height');
  if (mask?.kind === 'text' && board && given.width === undefined && given.height === undefined) {
    given.width = String(mask.bitmap.width);
    given.height = String(mask.bitmap.height);
  }
  const params = sizeOf(shape, given);
  const base = shape.create(params);
  const what = { topology: shape.topology, ...(plugin ? { plugin } : {}), params };
  if (mask === undefined) return { plan: { ...what, cells: base.size }, grid: base };
  let grid: MaskedGrid;
  try {
    grid = maskGrid(base, maskCells(base, mask.bitmap), { keepLargest: flags.keepLargest === true });
  } catch (error) {
    throw maskError(flags.mask!, error);
  }
  return { plan: { ...what, on: grid.onCells(), cells: grid.size }, grid };
}

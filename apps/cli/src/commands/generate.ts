import { MAX_CELLS, OrthogonalGrid, createRng, randomSeed } from '@mazekit/core';
import { parseIntFlag, parseNumberFlag } from '../args.js';
import { makeMazeOffThread } from '../carve-off-thread.js';
import { bookletFormats, carveBooklet, checkBookletStart, isBooklet } from '../booklet.js';
import { autoJobs, makeMany } from '../count.js';
import { UsageError } from '../errors.js';
import { chooseFormat, formatTable } from '../formats.js';
import { fitFormat } from '../format-limits.js';
import { generatorOptions } from '../generator-options.js';
import { makeMaze, type MakeSettings, type Made } from '../make.js';
import { checkWritable, emit, formatHint, openAtomic, writeStdout } from '../output.js';
import { produceShown } from '../draw-off-thread.js';
import { assertPrintable } from '../produce.js';
import { Progress, worthShowing } from '../progress.js';
import type { Registry } from '../registry.js';
import { rowTextFor, streamMaze } from '../stream.js';
import { styleFor } from '../style.js';

/** Flags of `mazekit generate` as commander hands them over (all strings). */
export interface GenerateFlags {
  algorithm: string;
  width: string;
  height: string;
  levels: string;
  seed?: string;
  format?: string;
  output?: string;
  count: string;
  braid?: string;
  solve?: boolean;
  option?: string[];
  jobs?: string;
  style?: string[];
  [style: string]: unknown;
}

/** Size and count flags, checked together so the error names the flag. */
export function parseSize(flags: { width: string; height: string; levels: string }): { width: number; height: number; levels: number } {
  const width = parseIntFlag('--width', flags.width, 1);
  const height = parseIntFlag('--height', flags.height, 1);
  const levels = parseIntFlag('--levels', flags.levels, 1);
  const cells = width * height * levels;
  if (cells > MAX_CELLS) {
    throw new UsageError(`--width ${width} --height ${height} --levels ${levels} make ${cells} cells; at most ${MAX_CELLS} are allowed`);
  }
  return { width, height, levels };
}

/** Mazes at least this big are carved in a worker when a progress display may be needed. */
const OFF_THREAD_CELLS = 1_000_000;

/**
 * `mazekit generate`: carves one maze (or `--count` mazes) and writes it in the chosen format.
 * ASCII, Unicode or blocks text of one floor from a generator with a row stream (Eller's),
 * without options that need the whole maze, is streamed row by row in flat memory, so its
 * height is not bound by the cell limit.
 */
export async function generateCommand(flags: GenerateFlags, registry: Registry, styleNames: readonly string[]): Promise<void> {
  const width = parseIntFlag('--width', flags.width, 1);
  const levels = parseIntFlag('--levels', flags.levels, 1);
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

  // Only the chosen generator is imported.
  const { plugin, generator } = await registry.generator(flags.algorithm);
  const options = generatorOptions(generator, flags.option);
  const streamable = count === 1 && levels === 1 && braid === undefined && flags.solve !== true && generator.rows !== undefined;
  const rowText = streamable ? await rowTextFor(format, table) : undefined;
  if (rowText) {
    // The grid is never built, so only the row width is bound by the cell limit.
    const height = parseIntFlag('--height', flags.height, 1, Number.MAX_SAFE_INTEGER);
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

  const size = parseSize(flags);
  const settings: MakeSettings = { ...size, options, braid, solve: flags.solve === true };
  const cells = size.width * size.height * size.levels;
  // A drawing too big for its format is refused now, before minutes of carving.
  const drawStyle = count === 1 ? fitFormat(format, size, style) : style;

  if (count > 1) {
    const reason = generator.unsupported(new OrthogonalGrid(size.width, size.height, size.levels));
    if (reason !== undefined) throw new UsageError(`${generator.package}: ${reason}`);
    if (booklet) {
      const mazes = await carveBooklet(generator, settings, seed, count);
      await emit(await produceShown(mazes, format, table, style), flags.output);
      return;
    }
    const file = flags.output === undefined ? undefined : await openAtomic(flags.output);
    try {
      await makeMany({ plugin, settings, baseSeed: seed, count, format: format as 'json' | 'stats' }, generator, jobs ?? autoJobs(count, cells), file ? file.write : writeStdout);
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
    const progress = await Progress.create(15, `${generator.id} ${size.width}x${size.height}${size.levels > 1 ? `x${size.levels}` : ''}`);
    progress.pulse();
    try {
      made = await makeMazeOffThread(plugin, generator.id, settings, seed);
    } finally {
      progress.stop();
    }
  } else {
    made = makeMaze(generator, settings, seed);
  }
  const data = await produceShown([made.maze], format, table, drawStyle, [{ generateMs: made.generateMs, braid }]);
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

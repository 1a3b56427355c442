import { isEndsRule, isWoven, maskCells, maskGrid, orthogonalShape, type EndsRule, type Grid, type MaskedGrid, type Shape } from '@mazekit/core';
import { parseIntFlag, parseNumberFlag } from '../args.js';
import { MAX_BOOKLET, bookletFormats, checkBookletStart, checkFits, isBooklet } from '../booklet.js';
import type { PluginPackage } from '../discover.js';
import { checkStreamedRow } from '../format-limits.js';
import { UsageError } from '../errors.js';
import { readFontFlags, withFonts } from '../font-flag.js';
import { givenGeneratorFlags, type GeneratorFlag } from '../generator-flags.js';
import { chooseFormat, formatTable } from '../formats.js';
import type { MakeSettings } from '../make.js';
import { maskError, readMaskFile } from '../mask-file.js';
import { formatHint } from '../output.js';
import type { Registry } from '../registry.js';
import { assertDrawsShape, fitDrawing } from '../shape-formats.js';
import { sizeOf, type GridPlan } from '../shapes.js';
import { rowTextFor, type RowText } from '../stream.js';
import { styleFor } from '../style.js';
import { checkNoExtra } from './extra.js';
import { checkPrintable, parseSeed, parseTarget, type Drawing, type SeedRequest, type Target } from './common.js';
import { parseGenerator, type ChosenGenerator } from './generator.js';

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
  endsAt?: string;
  pick?: string;
  option?: string[];
  jobs?: string;
  style?: string[];
  font?: string[];
  [style: string]: unknown;
}

/**
 * The board to carve. `rows`: one plain floor from a generator with a row stream, drawn as
 * text a row at a time; the grid is never built, so only its width is bound by the cell
 * limit. `grid`: a grid of any shape (masked or not), empty, with the settings that carve it.
 */
export type Board =
  | { readonly kind: 'rows'; readonly width: number; readonly height: number; readonly text: RowText }
  | { readonly kind: 'grid'; readonly shape: Shape; readonly plan: GridPlan; readonly grid: Grid; readonly settings: MakeSettings };

/** Everything `mazekit generate` was asked for, checked: nothing is carved or written yet. */
export interface GenerateRequest {
  readonly generator: ChosenGenerator;
  readonly seed: SeedRequest;
  readonly board: Board;
  /** Mazes to make (`--count`); several are JSON Lines or one booklet. */
  readonly count: number;
  /** `--jobs`, when given. */
  readonly jobs: number | undefined;
  /** `--pick`: keep the hardest or easiest of `of` mazes (then `count` is 1). */
  readonly pick?: { readonly mode: 'hardest' | 'easiest'; readonly of: number };
  readonly braid: number | undefined;
  readonly drawing: Drawing;
  readonly target: Target;
}

/**
 * Reads the flags of `generate` once, into a {@link GenerateRequest}. Every usage error is
 * raised here, before a cell is carved or a byte written: bad values and conflicts, an
 * unknown generator, shape or format, generator options (`-O` and the generator option flags), style options, a format that
 * cannot draw the shape, a size past the cell limit or a format's limit, an unwritable
 * `--output`, a mask or font file that cannot be read.
 */
export async function parseGenerate(
  extra: readonly string[],
  flags: GenerateFlags,
  registry: Registry,
  styleNames: readonly string[],
  sizeNames: readonly string[],
  generatorFlags: readonly GeneratorFlag[] = [],
): Promise<GenerateRequest> {
  checkNoExtra('generate', extra);
  const topology = flags.shape ?? 'orthogonal';
  const shapePlugin = topology === 'orthogonal' ? undefined : registry.shapePackage(topology);
  if (flags.keepLargest && flags.mask === undefined) throw new UsageError('--keep-largest keeps the largest region of a --mask; give --mask FILE or drop it');
  let count = parseIntFlag('--count', flags.count, 1, 100_000_000);
  let pick: GenerateRequest['pick'];
  if (flags.pick !== undefined) {
    if (flags.pick !== 'hardest' && flags.pick !== 'easiest') throw new UsageError(`--pick must be hardest or easiest, got ${JSON.stringify(flags.pick)}`);
    if (count < 2) throw new UsageError('--pick keeps one maze of several; give --count N (N > 1)');
    if (count > 100_000) throw new UsageError(`--pick scores every maze it carves; --count ${count} is too many, at most 100000`);
    if (flags.jobs !== undefined) throw new UsageError('--pick carves its mazes one after another; drop --jobs');
    pick = { mode: flags.pick, of: count };
    count = 1;
  }
  const braid = flags.braid === undefined ? undefined : parseNumberFlag('--braid', flags.braid, 0, 1);
  const ends = parseEndsAt(flags.endsAt);
  const seed = parseSeed(flags.seed);
  const jobs = flags.jobs === undefined ? undefined : parseIntFlag('--jobs', flags.jobs, 1, 256);
  if (jobs !== undefined && count === 1) throw new UsageError('--jobs spreads --count over threads; give --count N (N > 1) or drop --jobs');
  const target = parseTarget(flags.output);

  const { loaded, failed } = await registry.renderers();
  const table = formatTable(loaded, failed);
  const fallback = count > 1 || !process.stdout.isTTY || !table.names.includes('ascii') ? 'json' : 'ascii';
  const format = chooseFormat(table, flags.format, formatHint(target.file), fallback);
  const booklet = isBooklet(table, format);
  if (count > 1 && format !== 'json' && format !== 'stats' && !booklet) {
    throw new UsageError(`--count ${count} writes JSON Lines or one booklet; --format must be json, stats or ${bookletFormats(table)}, got ${JSON.stringify(format)}`);
  }
  if (booklet && count > MAX_BOOKLET) throw new UsageError(`--count ${count} is too many for one booklet; at most ${MAX_BOOKLET}`);
  const style = styleFor(format, table, styleNames, flags, flags.solve === true);
  if (booklet) checkBookletStart(table, format, style, target.file);
  checkPrintable(table, format, target);
  const fonts = readFontFlags(flags.font, format);

  const generator = await parseGenerator(registry, flags.algorithm, flags.option, givenGeneratorFlags(flags, generatorFlags, flags.algorithm));
  if (braid !== undefined) checkBraids(generator, generatorFlags);
  const plain = topology === 'orthogonal' && flags.mask === undefined && (flags.levels === undefined || flags.levels === '1');
  const streamable = plain && count === 1 && pick === undefined && braid === undefined && ends === undefined && flags.solve !== true && generator.generator.rows !== undefined;
  const rowText = streamable ? await rowTextFor(format, table) : undefined;
  if (rowText) {
    const width = parseIntFlag('--width', flags.width ?? '20', 1);
    const height = parseIntFlag('--height', flags.height ?? '10', 1, Number.MAX_SAFE_INTEGER);
    checkStreamedRow(format, width);
    const board: Board = { kind: 'rows', width, height, text: rowText(width, style) };
    return { generator, seed, board, count, jobs, braid, drawing: { format, table, style }, target };
  }

  const shape = shapePlugin === undefined ? (orthogonalShape as unknown as Shape) : await registry.shape(topology);
  const { plan, grid } = await gridPlan(shape, shapePlugin, flags, sizeNames);
  const params = plan.params;
  const size = { width: params.width ?? 1, height: params.height ?? 1, levels: params.levels ?? 1 };
  // A plain orthogonal maze keeps the path it always took; any other grid goes by its plan.
  const settings: MakeSettings = { ...size, options: generator.options, braid, solve: flags.solve === true, ...(ends ? { ends } : {}), ...(plain ? {} : { plan }) };
  const reason = generator.generator.unsupported(grid);
  if (reason !== undefined) throw new UsageError(reason);
  if (!plain) assertDrawsShape(table, format, shape, await registry.shapes(), plan.on !== undefined);
  // A drawing too big for its format is refused now, before minutes of carving.
  const fitted = withFonts(count === 1 ? fitDrawing(format, grid, style) : style, fonts);
  if (count === 1 || booklet) checkFits(table, format, grid, count, fitted);
  const board: Board = { kind: 'grid', shape, plan, grid, settings };
  return { generator, seed, board, count, jobs, braid, ...(pick ? { pick } : {}), drawing: { format, table, style: fitted }, target };
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
  // A weave board places its crossings over the whole board as it carves; a mask would drop them.
  if (isWoven(base)) throw new UsageError(`--mask does not apply to --shape ${shape.topology}: its crossings need the whole board; drop --mask, or mask an orthogonal maze`);
  let grid: MaskedGrid;
  try {
    grid = maskGrid(base, maskCells(base, mask.bitmap), { keepLargest: flags.keepLargest === true });
  } catch (error) {
    throw maskError(flags.mask!, error);
  }
  return { plan: { ...what, on: grid.onCells(), cells: grid.size }, grid };
}

/** `--ends-at`: one of core's `END_RULES`, or undefined when not given. */
function parseEndsAt(value: string | undefined): EndsRule | undefined {
  if (value === undefined) return undefined;
  if (!isEndsRule(value)) throw new UsageError(`--ends-at must be corners, longest or border, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * `--braid` removes dead ends of a perfect maze, opening walls between corridors. A generator
 * that promises less than a perfect maze (a dungeon's rooms and rock) is refused, pointing at
 * its own dead-end option when it has one.
 */
function checkBraids({ generator }: ChosenGenerator, generatorFlags: readonly GeneratorFlag[]): void {
  if ((generator.promise ?? 'perfect') === 'perfect') return;
  const own = generatorFlags.find((f) => f.name === 'deadEnds' && f.generators.includes(generator.id));
  throw new UsageError(`--braid opens dead ends of a perfect maze; -a ${generator.id} carves ${generator.promise} mazes${own ? `: use its ${own.flag} instead` : ''}`);
}

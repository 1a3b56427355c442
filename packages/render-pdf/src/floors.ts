import { MazekitError, floorLayout, geometryOf, isOrthogonal, type FloorLayout, type FloorSize, type Grid } from '@mazekit/core';
import { MIN_CELL, planBooklet, type BookletLayout, type Extent } from './layout.js';
import { resolvePdfOptions, type PdfOptions } from './options.js';

const PACKAGE = '@mazekit/render-pdf';

/**
 * The size of a maze to print, known before it is carved: `width` × `height` cells and
 * `levels` floors; for a maze of another shape (hex, polar, …) also `floors`, its shape's
 * geometry (its extent in cell units), and `shape`, a word for messages (`hex`).
 */
export interface PdfMazeSize {
  readonly width: number;
  readonly height: number;
  readonly levels?: number;
  readonly floors?: FloorSize;
  readonly shape?: string;
}

/** Room above each row of floors for its "Level n" label, in points. */
export const FLOOR_BAND = 12;

/** The layout options a booklet plan reads. */
export type PlanOptions = Pick<PdfOptions, 'paper' | 'landscape' | 'margin' | 'perPage' | 'title' | 'nameLine' | 'labels' | 'solutions'>;

/** A booklet's plan and, for each maze, where its floors go in cell units (labels' band included). */
export interface MazePlan {
  readonly plan: BookletLayout;
  readonly layouts: readonly FloorLayout[];
}

/**
 * Where the floors of a maze go, in cell units, with `gap` cell units between floors and, on
 * a multi-level maze, a band of `gap` above the first row too: every row of floors has its
 * labels' band above it. One floor is core's layout as it is.
 */
export function floorsWithBand(floors: FloorSize, gap: number): FloorLayout {
  const base = floorLayout(floors, undefined, floors.levels > 1 ? gap : 1);
  if (floors.levels === 1) return base;
  return {
    columns: base.columns,
    rows: base.rows,
    width: base.width,
    height: base.height + gap,
    origin(level: number) {
      const o = base.origin(level);
      return { x: o.x, y: o.y + gap };
    },
  };
}

/** What a booklet knows of a maze's size before drawing it, from its grid (carved or still empty), for the legibility check and the plan. */
export function pdfSizeOf(grid: Grid): PdfMazeSize {
  const sized = grid as Grid & { width?: number; height?: number };
  if (isOrthogonal(sized)) return { width: sized.width, height: sized.height, levels: sized.levels };
  const geometry = geometryOf(grid);
  return { width: sized.width ?? geometry.width, height: sized.height ?? geometry.height, levels: grid.levels, floors: geometry, shape: grid.topology };
}

function floorsOf(size: PdfMazeSize): FloorSize {
  return size.floors ?? { width: size.width, height: size.height, levels: size.levels ?? 1 };
}

function plan(floors: readonly FloorSize[], opts: PlanOptions): MazePlan {
  let gaps = floors.map(() => 1);
  let layouts = floors.map((f, i) => floorsWithBand(f, gaps[i]!));
  const extent = (l: FloorLayout): Extent => ({ width: l.width, height: l.height });
  let booklet = planBooklet(layouts.map(extent), opts);
  if (!floors.some((f) => f.levels > 1)) return { plan: booklet, layouts };
  // The gap is in cell units and the cell size depends on it: plan again, each gap set from
  // the cell of the plan before; it settles within a few per cent.
  for (let round = 0; round < 4; round++) {
    gaps = floors.map((f, i) => (f.levels > 1 ? Math.max(1, FLOOR_BAND / booklet.placements[i]!.cell) : 1));
    layouts = floors.map((f, i) => floorsWithBand(f, gaps[i]!));
    booklet = planBooklet(layouts.map(extent), opts);
  }
  return { plan: booklet, layouts };
}

const sheetOf = (opts: PlanOptions) => `${opts.paper}${opts.landscape ? ' landscape' : ''}`;

/** The cell side, in points, of a maze of `size` printed alone on a page with these options. */
function aloneCell(size: PdfMazeSize, opts: PlanOptions): number {
  return plan([floorsOf(size)], { ...opts, perPage: 1 }).plan.placements[0]!.cell;
}

/**
 * The largest maze of the proportions of `size` (and as many floors) that prints legibly
 * alone on a page with these options — cells of at least {@link MIN_CELL} pt — in cells, or
 * undefined when not even a 1 × 1 maze does. For a maze of another shape the answer is
 * scaled from its extent, so it is close, not exact.
 */
export function largestLegible(size: PdfMazeSize, options?: Partial<PdfOptions>): { width: number; height: number } | undefined {
  const opts = resolvePdfOptions(options);
  const cell = aloneCell(size, opts);
  if (cell >= MIN_CELL) return { width: size.width, height: size.height };
  if (size.floors) {
    // A shape's extent is close to proportional to its size, not exactly: one cell less each way keeps the answer on the safe side.
    const s = cell / MIN_CELL;
    const w = Math.floor(size.width * s) - 1;
    const h = Math.floor(size.height * s) - 1;
    return w >= 1 && h >= 1 ? { width: w, height: h } : undefined;
  }
  const like = (w: number) => ({ width: w, height: Math.max(1, Math.round((w * size.height) / size.width)), levels: size.levels ?? 1 });
  let lo = 0;
  let hi = size.width;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (aloneCell(like(mid), opts) >= MIN_CELL) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) return undefined;
  const best = like(lo);
  return { width: best.width, height: best.height };
}

/** `80x60`, `80x60, 3 floors` or `a hex maze 80x60`: a size as messages name it. */
function describeSize(size: PdfMazeSize): string {
  const dims = `${size.width}x${size.height}${(size.levels ?? 1) > 1 ? `, ${size.levels} floors` : ''}`;
  return size.shape ? `${size.shape} ${dims}` : dims;
}

/** What is wrong with printing mazes of these sizes with these options, in one line, or undefined when nothing is. */
function problem(sizes: readonly PdfMazeSize[], opts: PlanOptions & PdfOptions): string | undefined {
  const sheet = sheetOf(opts);
  for (const [i, size] of sizes.entries()) {
    const cell = aloneCell(size, opts);
    if (cell >= MIN_CELL) continue;
    const best = largestLegible(size, opts);
    const which = sizes.length > 1 ? `maze ${i + 1} (${describeSize(size)})` : `a ${describeSize(size)} maze`;
    const fix = best
      ? `the largest of its proportions that prints legibly there is ${size.floors ? 'about ' : ''}${best.width}x${best.height}${(size.levels ?? 1) > 1 ? ` a floor` : ''}`
      : 'not even the smallest maze prints legibly there; use smaller margins or no title';
    return `${which} leaves cells of ${cell < 0.1 ? cell.toPrecision(2) : cell.toFixed(2)} pt on ${sheet}, and cells under ${MIN_CELL} pt (about 1.8 mm) do not print legibly; ${fix}`;
  }
  return undefined;
}

/**
 * Checks, before any maze is carved, that mazes of these sizes print legibly with these
 * options (cells of at least {@link MIN_CELL} pt): throws the `MazekitError` `renderPdf`
 * would throw — for a maze too big for a page, naming the largest size that prints; for too
 * many per page, the most that fit. Costs microseconds, so a command line or a web page can
 * refuse at once instead of carving a maze that cannot be printed.
 */
export function checkPdfFits(sizes: PdfMazeSize | readonly PdfMazeSize[], options?: Partial<PdfOptions>): void {
  const list = Array.isArray(sizes) ? (sizes as readonly PdfMazeSize[]) : [sizes as PdfMazeSize];
  const opts = resolvePdfOptions(options);
  const why = problem(list, opts);
  if (why) throw new MazekitError(PACKAGE, why);
  plan(list.map(floorsOf), opts);
}

/**
 * Plans a booklet of mazes of these sizes: the slots of {@link planBooklet}, and for each
 * maze where its floors go in cell units, with a {@link FLOOR_BAND} pt band above each row of
 * floors of a multi-level maze for its "Level n" label. Refuses what does not print legibly,
 * as {@link checkPdfFits} does.
 */
export function planMazes(sizes: readonly PdfMazeSize[], options: PlanOptions & Partial<PdfOptions>): MazePlan {
  const opts = resolvePdfOptions(options);
  const why = problem(sizes, opts);
  if (why) throw new MazekitError(PACKAGE, why);
  return plan(sizes.map(floorsOf), opts);
}

import { UsageError } from './errors.js';

/**
 * The most cells each whole-document format of the built-in renderers is drawn for. Each
 * holds its whole text in memory (and in one JavaScript string, at most 2^29 characters):
 * an SVG takes about 3 bytes a cell plus the work of building its path, a blocks-json file
 * about 8, ascii/unicode/blocks text about 6, a Tiled map about 8 (its block grid's tile
 * numbers: a 5000 × 5000 map is 200 MB, written in 21 s at 1.1 GB resident). Above these the CLI refuses before any work,
 * instead of running out of memory after minutes. Formats not listed (maze JSON, stats,
 * third-party renderers) are bound by the cell limit alone.
 */
export const FORMAT_CELL_LIMITS: Readonly<Record<string, number>> = {
  svg: 4_000_000,
  'blocks-json': 4_000_000,
  ascii: 25_000_000,
  unicode: 25_000_000,
  blocks: 25_000_000,
  tiled: 25_000_000,
};

/** The text formats `-a eller` streams a row at a time, past their whole-document limit. */
const STREAMED_TEXT = new Set(['ascii', 'unicode', 'blocks']);

/**
 * The widest row a streamed text maze (`-a eller` drawn a row at a time) may have: its text
 * and the generator's row state are held whole, so memory is bound by the width however tall
 * the maze. A 1000000 × 4 ascii maze peaked at 214 MB resident (GNU `time`).
 */
export const STREAM_ROW_LIMIT = 1_000_000;

/** Refuses a streamed text maze wider than {@link STREAM_ROW_LIMIT}, naming the limit. */
export function checkStreamedRow(format: string, width: number): void {
  if (width > STREAM_ROW_LIMIT) {
    throw new UsageError(`--format ${format} streams at most ${STREAM_ROW_LIMIT} cells a row (each row is held whole); --width ${width} is wider: use a narrower maze`);
  }
}

/** PNG: the default image fits this many pixels a side; larger mazes get smaller cells. */
export const PNG_DEFAULT_SIDE = 4096;
/** PNG: the largest image side the CLI draws (an RGBA buffer of 256 MB at most). */
export const PNG_MAX_SIDE = 8192;
/** PNG: the smallest cell the default shrinks to. */
export const PNG_MIN_CELL = 2;
/** The style default of cellSize and wallWidth (core's drawing options). */
const DEFAULT_CELL = 16;
const DEFAULT_WALL = 2;
const DEFAULT_PADDING = 10;

/**
 * A maze's size as drawn: cells per floor side (for shapes other than orthogonal, the extent
 * of a floor's drawing in cell units) and floors laid out side by side.
 */
export interface DrawnSize {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  /** Cells to draw, when not `width × height × levels` (a masked, hex or polar maze). */
  readonly cells?: number;
  /** How messages name the maze, when not `WxH` (e.g. `this polar maze`). */
  readonly label?: string;
}

/** Cells along the longest side of the picture: floors are laid out in a near-square grid. */
function longestSide({ width, height, levels }: DrawnSize): number {
  const columns = Math.ceil(Math.sqrt(levels));
  const rows = Math.ceil(levels / columns);
  return Math.max(width * columns, height * rows);
}

/**
 * Refuses a maze too big for `format` with one line naming the format's limit; for `png`,
 * fills in a cell size (and wall width) that keeps the picture at most
 * {@link PNG_DEFAULT_SIDE} px a side when the user gave none, and refuses pictures over
 * {@link PNG_MAX_SIDE} px a side. Returns the style to draw with.
 */
export function fitFormat<S extends Record<string, unknown>>(format: string, size: DrawnSize, style: S): S {
  const cells = size.cells ?? size.width * size.height * size.levels;
  const limit = FORMAT_CELL_LIMITS[format];
  if (limit !== undefined && cells > limit) {
    throw new UsageError(
      `--format ${format} draws at most ${limit} cells (held in memory whole); ${size.label ?? `${size.width}x${size.height}${size.levels > 1 ? `x${size.levels}` : ''}`} is ${cells}: use --format json, a smaller maze${STREAMED_TEXT.has(format) ? ', or -a eller for streamed text' : ''}`,
    );
  }
  if (format !== 'png') return style;
  const side = longestSide(size);
  // The padding goes round the maze on both sides; the default is core's drawing style's.
  const padding = style.padding === undefined ? DEFAULT_PADDING : Number(style.padding);
  const fits = (cellSize: number): boolean => cellSize * side + 2 * padding <= PNG_MAX_SIDE;
  // When the maze alone would fit, the padding is what is too big: say so, not the cell size.
  const cell = style.cellSize === undefined ? PNG_MIN_CELL : Number(style.cellSize);
  if (style.padding !== undefined && !fits(cell) && cell * side <= PNG_MAX_SIDE) {
    const room = Math.floor((PNG_MAX_SIDE - cell * side) / 2);
    throw new UsageError(`--format png draws at most ${PNG_MAX_SIDE} px a side; --padding ${padding} leaves no room for ${side} cells a side: give --padding ${room} or less`);
  }
  if (style.cellSize === undefined) {
    const cellSize = Math.max(PNG_MIN_CELL, Math.min(DEFAULT_CELL, Math.floor((PNG_DEFAULT_SIDE - 2 * padding) / side)));
    if (!fits(cellSize)) {
      throw new UsageError(`--format png draws at most ${PNG_MAX_SIDE} px a side, ${PNG_MIN_CELL} px a cell at least; ${side} cells a side do not fit: use --format svg or json`);
    }
    const wallWidth = style.wallWidth ?? Math.min(DEFAULT_WALL, Math.max(1, Math.floor(cellSize / 4)));
    return { ...style, cellSize, wallWidth };
  }
  const cellSize = Number(style.cellSize);
  if (!fits(cellSize)) {
    throw new UsageError(
      `--format png at --cell-size ${cellSize} would be ${Math.ceil(cellSize * side + 2 * padding)} px a side; at most ${PNG_MAX_SIDE}: give --cell-size ${Math.max(1, Math.floor((PNG_MAX_SIDE - 2 * padding) / side))} or less`,
    );
  }
  return style;
}

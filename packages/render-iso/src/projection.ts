import type { IsoStyle } from './options.js';

/** Thickness of a floor slab, in cells. */
export const SLAB = 0.12;
/** Height of the stubs that mark a stair, rising from the lower floor and hanging under the upper one, in cells. */
export const STUB = 0.55;
/** Height of the start and goal pins' heads above their floor, in cells. */
export const PIN_HEIGHT = 0.75;
/** Radius of a pin head, in cells. */
export const PIN_RADIUS = 0.24;
/** Cos 30°: the screen step of one cell along either floor axis, per px of `cellSize`. */
const COS30 = Math.cos(Math.PI / 6);

/**
 * Where the isometric picture puts things. World coordinates are in cells: `x` the column,
 * `y` the row (cell (`col`, `row`) spans `col..col+1 × row..row+1`), `z` the height, floor
 * `level` lying at `z = floorZ(level)`. The view is the classic isometric one, along (1, 1, 1):
 *
 *     screenX = originX + (x - y) · a        screenY = originY + (x + y) · b - z · c
 *
 * with `a = cellSize · cos 30°`, `b = cellSize / 2`, `c = cellSize`. The north-west corner of
 * a floor is its top point, columns run down to the right and rows down to the left.
 */
export interface IsoProjection {
  /** Picture size in px. */
  readonly width: number;
  readonly height: number;
  /** Screen position of world (0, 0, 0). */
  readonly originX: number;
  readonly originY: number;
  /** px per cell: horizontal step along an axis, vertical step along an axis, px per unit of height. */
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** Height from one floor to the next, in cells. */
  readonly levelHeight: number;
  /** Height of the title strip in px (0 without a title), and the font sizes used. */
  readonly titleHeight: number;
  readonly titleFont: number;
  readonly labelFont: number;
  /** World height of floor `level`'s walking surface. */
  readonly floorZ: (level: number) => number;
  /** Screen position of world point (`x`, `y`, `z`). */
  readonly project: (x: number, y: number, z: number) => [number, number];
  /** The world (`x`, `y`) at height `z` that projects to screen point (`sx`, `sy`). */
  readonly unproject: (sx: number, sy: number, z: number) => [number, number];
}

/** Text width estimate for layout (no font metrics are needed to leave room for a label). */
function textWidth(text: string, font: number): number {
  return text.length * font * 0.62;
}

/** The size of what is drawn, in cell units: one floor's width and height, and the number of floors. */
export interface IsoFrame {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
}

/**
 * The projection and picture size for `grid` drawn with `style`: an orthogonal grid, or any
 * shape's geometry (its floors span `[0, width] × [0, height]` cell units). Floors stack upwards; with
 * `floorGap` 0 each floor sits just above the highest point of the one below (walls and
 * pins included), so no floor hides another and only the stairs cross between them.
 */
export function isoProjection(grid: IsoFrame, style: IsoStyle): IsoProjection {
  const { width: w, height: h, levels } = grid;
  const cs = style.cellSize;
  const a = cs * COS30;
  const b = cs / 2;
  const c = cs;
  const ends = style.ends ? PIN_HEIGHT + PIN_RADIUS + 0.1 : 0;
  const top = Math.max(style.wallHeight, ends);
  const levelHeight = style.floorGap || (w + h) / 2 + SLAB + top + 0.7;
  const zTop = (levels - 1) * levelHeight;
  const labelFont = Math.max(11, Math.round(cs * 0.5));
  const labelled = style.labels && levels > 1;
  const labelWidth = labelled ? textWidth(`Level ${levels}`, labelFont) + cs * 0.4 : 0;
  const titleFont = Math.max(11, Math.min(18, Math.round(cs * 0.6)));
  const titleHeight = style.title ? Math.ceil(titleFont * 1.6) : 0;
  const pad = style.padding;
  const drawingWidth = labelWidth + (w + h) * a;
  const width = Math.ceil(2 * pad + Math.max(drawingWidth, style.title ? textWidth(style.title, titleFont) : 0));
  const height = Math.ceil(2 * pad + titleHeight + (zTop + top) * c + (w + h) * b + SLAB * c);
  const originX = pad + labelWidth + h * a;
  const originY = pad + titleHeight + (zTop + top) * c;
  return {
    width,
    height,
    originX,
    originY,
    a,
    b,
    c,
    levelHeight,
    titleHeight,
    titleFont,
    labelFont,
    floorZ: (level) => level * levelHeight,
    project: (x, y, z) => [originX + (x - y) * a, originY + (x + y) * b - z * c],
    unproject: (sx, sy, z) => {
      const diff = (sx - originX) / a;
      const sum = (sy - originY + z * c) / b;
      return [(sum + diff) / 2, (sum - diff) / 2];
    },
  };
}

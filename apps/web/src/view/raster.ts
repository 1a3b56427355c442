import { CellKind, DOOR_MARK } from '@mazekit/core';
import type { Camera } from './camera.js';
import type { MapLayout } from './map-layout.js';
import { isOpening, type Opening } from './openings.js';
import type { Pyramid } from './pyramid.js';

/** Bit of a route or trail byte: the cell is on it (the low four bits are the sides it leaves by: N 1, S 2, E 4, W 8). */
export const ON_ROUTE = 16;

/** A dot or square drawn in one cell (start, goal, the player). */
export interface Mark {
  readonly cell: number;
  /** Colour as a little-endian RGBA word (see {@link rgbaWord}). */
  readonly color: number;
  readonly round: boolean;
}

/** What to draw on top of the walls; every array is indexed by cell. */
export interface Layers {
  /** Passages, maze JSON bits. */
  readonly cells: Uint8Array;
  /** Palette index of each cell's floor (0: the background). */
  readonly fill?: Uint8Array;
  /** The route: {@link ON_ROUTE} plus the sides it leaves by. */
  readonly route?: Uint8Array;
  /** The player's trail, in the same form. */
  readonly trail?: Uint8Array;
  /** Walls painted in the path colour (sides, maze JSON bits): the links of Wilson's tentative walk. */
  readonly links?: Uint8Array;
  /** The tentative walk of a carving frame, cell by cell (drawn as a line on shapes other than square). */
  readonly walk?: readonly number[];
  readonly marks?: readonly Mark[];
  /** Gaps in the outer wall (entrance and exit). */
  readonly openings?: readonly Opening[];
  /** A dungeon's cell kinds (core's `CellKind`): its rock is drawn solid, in the wall colour. */
  readonly kinds?: Uint8Array;
  /** A dungeon's doors: per cell, the sides (maze JSON bits) that are doors, each drawn as a bar in its opening. */
  readonly doors?: Uint8Array;
  /** The overview's pyramids (see overview.ts); needed below two device pixels a cell. */
  readonly wallPyramid?: Pyramid;
  readonly fillPyramid?: Pyramid;
  readonly routePyramid?: Pyramid;
  readonly trailPyramid?: Pyramid;
}

/** Colours as little-endian RGBA words, ready for a `Uint32Array` view of `ImageData`. */
export interface Colors {
  readonly background: number;
  readonly wall: number;
  readonly border: number;
  readonly route: number;
  readonly trail: number;
  readonly link: number;
  /** The bar of a dungeon's door. */
  readonly door: number;
  /** Mark colours: entrance, exit, player. */
  readonly start: number;
  readonly goal: number;
  readonly player: number;
  /** Cell floor colours by palette index. */
  readonly palette: Uint32Array;
}

/** `#rgb` or `#rrggbb` as a little-endian RGBA word (opaque). */
export function rgbaWord(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const v = Number.parseInt(h.slice(0, 6), 16);
  return ((0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
}

/** Device pixels of wall thickness at `z` pixels a cell. */
export function wallThickness(z: number): number {
  return Math.max(1, Math.round(z / 12));
}

/** Below this many device pixels a cell the view draws the overview (see {@link rasterize}). */
export const OVERVIEW_BELOW = 2;

/**
 * Draws the part of the maze the camera sees into `out` (a `width × height` RGBA picture
 * as 32-bit words), one device pixel at a time, so only what is visible costs anything.
 *
 * At two device pixels a cell or more, each pixel is classified exactly (wall band, post,
 * or cell inside with its offset from the cell centre), so walls are whole pixels wide and
 * sharp at any zoom. Below that, walls are thinner than a pixel and a pixel spans several
 * cells: the overview box-filters the pyramids, so each pixel shows how much wall, colour
 * and route fall in it, a faithful grey level instead of an aliasing pattern.
 *
 * The loops here run once per device pixel (millions a frame), so they are written with
 * per-column and per-row lookup tables and plain indices. `rows` limits the work to a band
 * of rows, so a large canvas can be drawn in several short tasks.
 */
export function rasterize(
  layout: MapLayout,
  camera: Camera,
  out: Uint32Array,
  width: number,
  height: number,
  layers: Layers,
  colors: Colors,
  rows: { from: number; to: number } = { from: 0, to: height },
): void {
  const from = Math.max(0, Math.min(height, rows.from));
  const to = Math.max(from, Math.min(height, rows.to));
  if (camera.z >= OVERVIEW_BELOW || !layers.wallPyramid) paintSharp(planRaster(layout, camera, width, height), out, layers, colors, { x0: 0, x1: width, y0: from, y1: to });
  else overview(layout, camera, out, width, height, layers, colors, from, to);
}

const OUTSIDE = -1;
const INSIDE = 0;
const LINE = 1;

interface Axis {
  kind: Int8Array;
  /** Cell column/row inside the floor, or the line number for a line pixel. */
  index: Int32Array;
  /** Floor column/row of the slot. */
  floor: Int32Array;
  /** Offset of the pixel centre from its cell's centre, in device pixels. */
  offset: Float32Array;
}

/** A rectangle of device pixels: columns `x0 .. x1 - 1`, rows `y0 .. y1 - 1`. */
export interface PixelRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * The per-column and per-row lookup tables of the sharp raster for one camera and canvas
 * size. Building them costs one pass over the columns and rows; a view that repaints only
 * the cells that changed keeps one plan for every frame at the same camera.
 */
export interface RasterPlan {
  readonly layout: MapLayout;
  readonly camera: Camera;
  readonly width: number;
  readonly height: number;
  /** Wall thickness in device pixels. */
  readonly t: number;
  readonly cols: Axis;
  readonly rows: Axis;
  /** Per column: the floor column's first cell plus the column (or line) index. */
  readonly colBase: Int32Array;
}

/** The lookup tables for drawing `layout` through `camera` into a `width × height` picture. */
export function planRaster(layout: MapLayout, camera: Camera, width: number, height: number): RasterPlan {
  const { z } = camera;
  const t = wallThickness(z);
  const plane = layout.width * layout.height;
  const cols = axis(width, camera.x, z, layout.slotWidth, 0, layout.width, layout.columns, t);
  const rows = axis(height, camera.y, z, layout.slotHeight, layout.top, layout.height, layout.rows, t);
  const colBase = new Int32Array(width);
  for (let x = 0; x < width; x++) colBase[x] = cols.floor[x]! * plane + cols.index[x]!;
  return { layout, camera, width, height, t, cols, rows, colBase };
}

function axis(count: number, start: number, z: number, slot: number, lead: number, cellsAlong: number, slots: number, t: number): Axis {
  const kind = new Int8Array(count).fill(OUTSIDE);
  const index = new Int32Array(count);
  const floor = new Int32Array(count);
  const offset = new Float32Array(count);
  for (let p = 0; p < count; p++) {
    const m = start + (p + 0.5) / z;
    const f = Math.floor(m / slot);
    if (f < 0 || f >= slots) continue;
    const local = m - f * slot - lead;
    if (local < 0 || local >= cellsAlong) continue;
    const c = Math.floor(local);
    kind[p] = INSIDE;
    index[p] = c;
    floor[p] = f;
    offset[p] = (local - c - 0.5) * z;
  }
  // Lines: each covers t whole pixels centred on its exact position, so it stays sharp.
  const first = Math.max(0, Math.floor((start - t / z) / slot));
  const last = Math.min(slots - 1, Math.floor((start + (count + t) / z) / slot));
  for (let f = first; f <= last; f++) {
    const origin = f * slot + lead;
    const lo = Math.max(0, Math.floor(start - origin - t / z));
    const hi = Math.min(cellsAlong, Math.ceil(start + count / z - origin + t / z));
    for (let l = lo; l <= hi; l++) {
      const p0 = Math.round((origin + l - start) * z - t / 2);
      for (let p = Math.max(0, p0); p < Math.min(count, p0 + t); p++) {
        kind[p] = LINE;
        index[p] = l;
        floor[p] = f;
        offset[p] = l === cellsAlong ? z / 2 : -z / 2;
      }
    }
  }
  return { kind, index, floor, offset };
}

/**
 * The sharp raster (two device pixels a cell or more) of the pixels in `rect`: every pixel is
 * a function of the layers of the one cell it belongs to (walls belong to the cell east or
 * south of them), so a rectangle around a cell that changed can be repainted alone.
 */
export function paintSharp(plan: RasterPlan, out: Uint32Array, layers: Layers, colors: Colors, rect: PixelRect): void {
  const { layout, camera, width, height, cols, rows, colBase } = plan;
  const x0 = Math.max(0, rect.x0);
  const x1 = Math.min(width, rect.x1);
  const from = Math.max(0, rect.y0);
  const to = Math.min(height, rect.y1);
  if (x1 <= x0 || to <= from) return;
  const { z } = camera;
  const w = layout.width;
  const h = layout.height;
  const plane = w * h;
  const { cells, fill, route, trail, links, kinds, doors } = layers;
  const marks = layers.marks ?? [];
  const openings = layers.openings ?? [];
  const { background, wall, border, palette } = colors;
  const band = Math.max(0.5, z * 0.12);
  // A door's bar, as core's drawDoorMarks draws it: across the opening, short of the walls' ends.
  const doorReach = z / 2 - Math.max(1, z * DOOR_MARK.halfThickness);
  const doorSpan = z / 2 - z * DOOR_MARK.inset;
  const markHalf = z * 0.3;
  const markRadius2 = (z * 0.34) ** 2;
  const m0 = marks[0]?.cell ?? -1;
  const m1 = marks[1]?.cell ?? -1;
  const m2 = marks[2]?.cell ?? -1;
  const m3 = marks[3]?.cell ?? -1;

  /** The colour of a point inside `cell` (or on an open wall of it) at (`ox`, `oy`) from its centre. */
  const detail = (cell: number, ox: number, oy: number): number => {
    // A later mark is drawn over an earlier one (the player over the entrance), as the vector view does.
    for (let k = marks.length - 1; k >= 0; k--) {
      const m = marks[k]!;
      if (m.cell !== cell) continue;
      if (m.round ? ox * ox + oy * oy <= markRadius2 : Math.abs(ox) <= markHalf && Math.abs(oy) <= markHalf) return m.color;
    }
    if (doors !== undefined) {
      const bits = doors[cell]!;
      if (bits !== 0 && onDoor(bits, ox, oy, doorReach, doorSpan)) return colors.door;
    }
    if (route !== undefined) {
      const bits = route[cell]!;
      if (bits & ON_ROUTE && inBand(bits, ox, oy, band)) return colors.route;
    }
    if (trail !== undefined) {
      const bits = trail[cell]!;
      if (bits & ON_ROUTE && inBand(bits, ox, oy, band)) return colors.trail;
    }
    return fill === undefined ? background : palette[fill[cell]!]!;
  };
  /** The plain floor colour, or the detailed one for the few cells with a route, trail or mark. */
  const floorAt = (cell: number, ox: number, oy: number): number => {
    if (
      cell === m0 ||
      cell === m1 ||
      cell === m2 ||
      cell === m3 ||
      (route !== undefined && route[cell] !== 0) ||
      (trail !== undefined && trail[cell] !== 0) ||
      (doors !== undefined && doors[cell] !== 0)
    ) {
      return detail(cell, ox, oy);
    }
    return fill === undefined ? background : palette[fill[cell]!]!;
  };

  for (let y = from; y < to; y++) {
    let o = y * width + x0;
    const rk = rows.kind[y]!;
    if (rk === OUTSIDE) {
      out.fill(background, o, o + (x1 - x0));
      continue;
    }
    const ry = rows.index[y]!;
    const fy = rows.floor[y]!;
    const oy = rows.offset[y]!;
    const floorsInRow = layout.levels - fy * layout.columns;
    const rowBase = fy * layout.columns * plane + ry * w;
    const rowEdge = ry === 0 || ry === h;
    for (let x = x0; x < x1; x++, o++) {
      const ck = cols.kind[x]!;
      if (ck === OUTSIDE || cols.floor[x]! >= floorsInRow) {
        out[o] = background;
        continue;
      }
      const cx = cols.index[x]!;
      if (ck === INSIDE && rk === INSIDE) {
        const cell = rowBase + colBase[x]!;
        // Rock is solid: its walls and posts are wall-coloured already, so the whole block is.
        out[o] = kinds !== undefined && kinds[cell] === CellKind.ROCK ? wall : floorAt(cell, cols.offset[x]!, oy);
      } else if (ck === LINE && rk === LINE) {
        // A post: the corner north-west of cell (cx, ry). Where no wall meets it (inside a room) it is floor.
        const cell = rowBase + colBase[x]!;
        if (cx === 0 || cx === w || rowEdge) out[o] = border;
        else if ((cells[cell]! & 9) === 9 && cells[cell - 1]! & 1 && cells[cell - w]! & 8) out[o] = floorAt(cell, -z / 2, -z / 2);
        else out[o] = wall;
      } else if (ck === LINE) {
        // A vertical wall: line cx, between columns cx - 1 and cx of row ry.
        const cell = rowBase + colBase[x]!;
        if (cx === 0) out[o] = isOpening(openings, cell, 8) ? detail(cell, cols.offset[x]!, oy) : border;
        else if (cx === w) out[o] = isOpening(openings, cell - 1, 4) ? detail(cell - 1, cols.offset[x]!, oy) : border;
        else if (cells[cell]! & 8) out[o] = floorAt(cell, cols.offset[x]!, oy);
        else out[o] = links !== undefined && links[cell]! & 8 ? colors.link : wall;
      } else {
        // A horizontal wall: line ry, between rows ry - 1 and ry of column cx.
        const cell = rowBase + colBase[x]!;
        if (ry === 0) out[o] = isOpening(openings, cell, 1) ? detail(cell, cols.offset[x]!, oy) : border;
        else if (ry === h) out[o] = isOpening(openings, cell - w, 2) ? detail(cell - w, cols.offset[x]!, oy) : border;
        else if (cells[cell]! & 1) out[o] = floorAt(cell, cols.offset[x]!, oy);
        else out[o] = links !== undefined && links[cell]! & 1 ? colors.link : wall;
      }
    }
  }
}

/**
 * True when a pixel at (`ox`, `oy`) from the cell centre lies on the bar of one of the doors
 * `bits` (sides N 1, S 2, E 4, W 8): within `reach` of the side's wall line, less than `span`
 * from the middle along it. A pixel on the open wall line itself has its offset at ±z/2.
 */
function onDoor(bits: number, ox: number, oy: number, reach: number, span: number): boolean {
  if (Math.abs(ox) <= span) {
    if (bits & 1 && oy <= -reach) return true;
    if (bits & 2 && oy >= reach) return true;
  }
  if (Math.abs(oy) <= span) {
    if (bits & 8 && ox <= -reach) return true;
    if (bits & 4 && ox >= reach) return true;
  }
  return false;
}

/** True when a pixel at (`ox`, `oy`) from the cell centre lies on the route band through the cell. */
function inBand(bits: number, ox: number, oy: number, band: number): boolean {
  const ax = Math.abs(ox);
  const ay = Math.abs(oy);
  if (ax <= band && ay <= band) return true;
  if (ax <= band) return oy < 0 ? (bits & 1) !== 0 : (bits & 2) !== 0;
  if (ay <= band) return ox < 0 ? (bits & 8) !== 0 : (bits & 4) !== 0;
  return false;
}

/**
 * Per-pixel texel spans along one axis: the first of up to three texels a pixel covers and
 * their weights (zero for texels off the picture, whose index is then clamped to 0, so the
 * pixel loop needs no bounds checks).
 */
interface Samples {
  level: number;
  first: Int32Array;
  weights: Float32Array;
}

/**
 * Which texels of a pyramid each pixel along an axis covers. Texel `i` of level 0 spans map
 * units [i - shift, i + 1 - shift); level k texels are 2^k times wider. The level is the
 * one whose texels are at most one pixel wide and more than half a pixel (or level 0 when
 * even those are larger than a pixel), so at most three texels meet a pixel.
 */
function samples(count: number, start: number, z: number, shift: number, levels: PyramidLevelSizes): Samples {
  const perPixel = 1 / z;
  const level = Math.max(0, Math.min(levels.count - 1, Math.floor(Math.log2(Math.max(1, perPixel)))));
  const scale = 2 ** level;
  const size = levels.size(level);
  const span = perPixel / scale;
  const first = new Int32Array(count * 3);
  const weights = new Float32Array(count * 3);
  for (let p = 0; p < count; p++) {
    const u0 = (start + p / z + shift) / scale;
    const u1 = u0 + span;
    const i0 = Math.floor(u0);
    for (let k = 0; k < 3; k++) {
      const i = i0 + k;
      const a = Math.max(u0, i);
      const b = Math.min(u1, i + 1);
      const inside = i >= 0 && i < size && b > a;
      first[3 * p + k] = inside ? i : 0;
      weights[3 * p + k] = inside ? (b - a) / span : 0;
    }
  }
  return { level, first, weights };
}

/** One texel a pixel: the level whose texels are at least a pixel wide, and each pixel's texel (-1 off the picture). */
function nearest(count: number, start: number, z: number, levels: PyramidLevelSizes): { level: number; index: Int32Array } {
  const level = Math.max(0, Math.min(levels.count - 1, Math.ceil(Math.log2(Math.max(1, 1 / z)))));
  const scale = 2 ** level;
  const size = levels.size(level);
  const index = new Int32Array(count);
  for (let p = 0; p < count; p++) {
    const i = Math.floor((start + (p + 0.5) / z) / scale);
    index[p] = i >= 0 && i < size ? i : -1;
  }
  return { level, index };
}

/** Number of levels of a pyramid and the width (or height) of each. */
interface PyramidLevelSizes {
  count: number;
  size(level: number): number;
}

function widths(p: Pyramid): PyramidLevelSizes {
  return { count: p.levels.length, size: (k) => p.levels[k]!.width };
}

function heights(p: Pyramid): PyramidLevelSizes {
  return { count: p.levels.length, size: (k) => p.levels[k]!.height };
}

/**
 * The overview: for each pixel, the box-filtered wall coverage, cell colour and route of
 * the map area it covers. The loop runs once per device pixel with up to nine texels each
 * per pyramid, so it is written flat: precomputed texel indices and weights, no calls.
 */
function overview(
  _layout: MapLayout,
  camera: Camera,
  out: Uint32Array,
  width: number,
  height: number,
  layers: Layers,
  colors: Colors,
  from: number,
  to: number,
): void {
  const walls = layers.wallPyramid!;
  const { z } = camera;
  // Wall texel i spans map [i - 1/4, i + 3/4) (see blocks.ts).
  const wx = samples(width, camera.x, z, 0.25, widths(walls));
  const wy = samples(height, camera.y, z, 0.25, heights(walls));
  const wallLevel = walls.levels[wx.level]!;
  const wallData = wallLevel.data;
  const wallW = wallLevel.width;
  const { fillPyramid, routePyramid, trailPyramid } = layers;
  const cellPyramid = fillPyramid ?? routePyramid ?? trailPyramid;
  // Cell layers are already averages (or maxima) of their area: one texel a pixel, from the
  // level whose texels are at least a pixel wide, is faithful and four times cheaper.
  const cx = cellPyramid ? nearest(width, camera.x, z, widths(cellPyramid)) : undefined;
  const cy = cellPyramid ? nearest(height, camera.y, z, heights(cellPyramid)) : undefined;
  const cellLevel = cx?.level ?? 0;
  const fillLevel = fillPyramid?.levels[cellLevel];
  const fillWords = fillLevel ? new Uint32Array(fillLevel.data.buffer, fillLevel.data.byteOffset, fillLevel.width * fillLevel.height) : undefined;
  const routeData = routePyramid?.levels[cellLevel]?.data;
  const trailData = trailPyramid?.levels[cellLevel]?.data;
  const cellW = cellPyramid?.levels[cellLevel]?.width ?? 0;

  const bg = colors.background;
  const bgR = bg & 0xff;
  const bgG = (bg >>> 8) & 0xff;
  const bgB = (bg >>> 16) & 0xff;
  const wall = colors.wall;
  const wR = wall & 0xff;
  const wG = (wall >>> 8) & 0xff;
  const wB = (wall >>> 16) & 0xff;
  const routeColor = colors.route;
  const trailColor = colors.trail;
  let o = from * width;
  for (let y = from; y < to; y++) {
    const y3 = 3 * y;
    const wy0 = wy.weights[y3]!;
    const wy1 = wy.weights[y3 + 1]!;
    const wy2 = wy.weights[y3 + 2]!;
    const wr0 = wy.first[y3]! * wallW;
    const wr1 = wy.first[y3 + 1]! * wallW;
    const wr2 = wy.first[y3 + 2]! * wallW;
    for (let x = 0; x < width; x++, o++) {
      const x3 = 3 * x;
      const a0 = wx.weights[x3]!;
      const a1 = wx.weights[x3 + 1]!;
      const a2 = wx.weights[x3 + 2]!;
      const i0 = wx.first[x3]!;
      const i1 = wx.first[x3 + 1]!;
      const i2 = wx.first[x3 + 2]!;
      const cover =
        (wy0 * (a0 * wallData[wr0 + i0]! + a1 * wallData[wr0 + i1]! + a2 * wallData[wr0 + i2]!) +
          wy1 * (a0 * wallData[wr1 + i0]! + a1 * wallData[wr1 + i1]! + a2 * wallData[wr1 + i2]!) +
          wy2 * (a0 * wallData[wr2 + i0]! + a1 * wallData[wr2 + i1]! + a2 * wallData[wr2 + i2]!)) /
        255;
      let r = bgR;
      let g = bgG;
      let b = bgB;
      let over = 0;
      if (cx !== undefined && cy !== undefined) {
        const tx = cx.index[x]!;
        const ty = cy.index[y]!;
        if (tx >= 0 && ty >= 0) {
          const t = ty * cellW + tx;
          if (routeData !== undefined && routeData[t]! > 0) over = 2;
          else if (trailData !== undefined && trailData[t]! > 0) over = 1;
          if (fillWords !== undefined) {
            const word = fillWords[t]!;
            // Premultiplied RGBA: a partly transparent texel keeps that share of background.
            const keep = 1 - (word >>> 24) / 255;
            r = (word & 0xff) + keep * bgR;
            g = ((word >>> 8) & 0xff) + keep * bgG;
            b = ((word >>> 16) & 0xff) + keep * bgB;
          }
        }
      }
      if (over === 2) out[o] = routeColor;
      else if (over === 1) out[o] = trailColor;
      else {
        r += (wR - r) * cover;
        g += (wG - g) * cover;
        b += (wB - b) * cover;
        out[o] = (0xff000000 | ((b + 0.5) << 16) | ((g + 0.5) << 8) | (r + 0.5)) >>> 0;
      }
    }
  }
}

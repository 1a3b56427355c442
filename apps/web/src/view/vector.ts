import { MARK_SIZE, ScaledContext, cellRoom, drawStairMark, type Grid, type ShapeGeometry } from '@mazekit/core';
import type { Camera } from './camera.js';
import { floorOrigin, type MapLayout, type ShapeMap } from './map-layout.js';
import { isOpening } from './openings.js';
import { ON_ROUTE, wallThickness, type Colors, type Layers } from './raster.js';
import { gapList, weaveFloors, weavePath, weaveRouteBits, weaveWalls, wovenWith } from './weave-layers.js';

/** `0xAABBGGRR` (a little-endian RGBA word, as the raster uses) as a CSS colour. */
export function cssOf(word: number): string {
  return `rgb(${word & 255} ${(word >>> 8) & 255} ${(word >>> 16) & 255})`;
}

/** The cells whose centre lies within the camera's view (plus a margin of two cells), by floor. */
function visibleCells(layout: MapLayout, shape: ShapeMap, camera: Camera, width: number, height: number): Int32Array {
  const x0 = camera.x - 2;
  const y0 = camera.y - 2;
  const x1 = camera.x + width / camera.z + 2;
  const y1 = camera.y + height / camera.z + 2;
  const { centres } = shape;
  const size = shape.grid.size;
  const out = new Int32Array(size);
  let n = 0;
  for (let c = 0; c < size; c++) {
    const x = centres[2 * c]!;
    const y = centres[2 * c + 1]!;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) out[n++] = c;
  }
  void layout;
  return out.subarray(0, n);
}

/** A page canvas's or an offscreen canvas's 2D context. */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Past this many cells in view, the view scales a picture of the whole map (see {@link drawShapesCached}). */
const DIRECT_CELLS = 12_000;
/** Longest side of that picture, in device pixels. */
const MAP_SIDE = 4096;
/** Least pixels a cell in that picture. */
const OVERSAMPLE = 8;

interface MapPicture {
  readonly key: readonly unknown[];
  readonly z: number;
  bitmap: ImageBitmap | undefined;
}

let picture: MapPicture | undefined;

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/**
 * Draws the scene as {@link drawShapes} does while few cells are in view. With many in view
 * (a large maze zoomed out) and a `drawMap` to ask, it shows a picture of the whole map drawn
 * off the page's thread (by the maze's worker, with the same code) at the zoom of that moment
 * or {@link OVERSAMPLE} pixels a cell, whichever is more (at most {@link MAP_SIDE} pixels a
 * side), scaled with smoothing for every later pan and zoom: the page
 * never walks a quarter of a million cells in one task. Until the picture comes, the previous
 * picture of the same map stands in (stale layers for a moment), else the background.
 * `redraw` is called when a picture arrives. Returns false while the picture shown is not
 * (yet) the one asked for.
 */
export function drawShapesCached(
  ctx: CanvasRenderingContext2D,
  layout: MapLayout,
  camera: Camera,
  layers: Layers,
  colors: Colors,
  drawMap: ((z: number, layers: Layers, colors: Colors) => Promise<ImageBitmap>) | undefined,
  redraw: () => void,
): boolean {
  const { width, height } = ctx.canvas;
  if (!drawMap || visibleCells(layout, layout.shape!, camera, width, height).length <= DIRECT_CELLS) {
    drawShapes(ctx, layout, camera, layers, colors);
    return true;
  }
  const key = [layout, layers.cells, layers.fill, layers.route, layers.trail, ...(layers.marks ?? []).map((m) => `${m.cell}:${m.color}`), colors];
  const current = picture && sameKey(picture.key, key) && camera.z <= 2 * picture.z ? picture : undefined;
  if (!current) {
    const stale = picture?.key[0] === layout ? picture : undefined;
    // Drawn at 8 pixels a cell or more and scaled down with smoothing, so at "fit" each pixel
    // shows the share of wall in it (a grey overview, not a black field of one-pixel walls).
    const z = Math.min(Math.max(camera.z, OVERSAMPLE), MAP_SIDE / layout.mapWidth, MAP_SIDE / layout.mapHeight);
    const next: MapPicture = { key, z, bitmap: undefined };
    picture = next;
    drawMap(z, layers, colors).then(
      (bitmap) => {
        if (picture !== next) return bitmap.close();
        next.bitmap = bitmap;
        redraw();
      },
      (error: unknown) => console.error('map picture failed', error),
    );
    // Until the new picture is drawn, the old one of this map stands in, else the background.
    if (stale?.bitmap) blit(ctx, stale, camera, colors);
    else clear(ctx, colors);
    return false;
  }
  if (!current.bitmap) return false;
  blit(ctx, current, camera, colors);
  return true;
}

function clear(ctx: CanvasRenderingContext2D, colors: Colors): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = cssOf(colors.background);
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}

/** Paints `map` scaled and placed for `camera`. */
function blit(ctx: CanvasRenderingContext2D, map: MapPicture, camera: Camera, colors: Colors): void {
  const bitmap = map.bitmap!;
  clear(ctx, colors);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const scale = camera.z / map.z;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(bitmap, -camera.x * camera.z, -camera.y * camera.z, bitmap.width * scale, bitmap.height * scale);
  ctx.restore();
}

/**
 * Draws a maze of any shape through core's geometry on a 2D canvas, only the cells in view:
 * cell colours (one path per colour), the walls (border and inner), the route and the trail
 * as lines through the cells' centres, the tentative walk of a carving frame, stair marks,
 * and the marks (start, goal, player) sized from each cell's room. Walls are whole device
 * pixels wide, as in the square view. A weave maze has the renderers' over/under look (core's
 * weave helpers): each corridor inside its cells, gaps in the walls of the corridor beneath a
 * crossing, and the colours, route and trail going under and over. The caller clears nothing:
 * this paints every pixel.
 */
export function drawShapes(ctx: Context2D, layout: MapLayout, camera: Camera, layers: Layers, colors: Colors): void {
  const shape = layout.shape!;
  const { grid, geometry, centres } = shape;
  const { width, height } = ctx.canvas;
  const { z } = camera;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = cssOf(colors.background);
  ctx.fillRect(0, 0, width, height);
  const cells = visibleCells(layout, shape, camera, width, height);
  const scaled = new ScaledContext(ctx, z);
  const origins: { x: number; y: number }[] = [];
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    origins.push({ x: (at.x - camera.x) * z, y: (at.y - camera.y) * z });
  }
  const place = (cell: number): void => {
    const o = origins[geometry.level(cell)]!;
    scaled.dx = o.x;
    scaled.dy = o.y;
  };
  const toX = (c: number): number => (centres[2 * c]! - camera.x) * z;
  const toY = (c: number): number => (centres[2 * c + 1]! - camera.y) * z;
  // A weave maze (one floor): its passages as this scene has them, and the entrance and exit gaps.
  const woven = wovenWith(grid, layers.cells);
  const gaps = woven ? gapList(layers.openings ?? []) : [];
  if (woven) place(0);

  // Cell colours: one path per palette entry in use.
  const { fill } = layers;
  if (fill) {
    const used = new Map<number, number[]>();
    for (const c of cells) {
      const k = fill[c]!;
      if (k === 0) continue;
      let list = used.get(k);
      if (!list) used.set(k, (list = []));
      list.push(c);
    }
    for (const [k, list] of used) {
      ctx.fillStyle = cssOf(colors.palette[k]!);
      ctx.beginPath();
      if (woven) weaveFloors(woven, list, gaps, scaled);
      else {
        for (const c of list) {
          place(c);
          geometry.outline(c, scaled);
        }
      }
      ctx.fill();
      // A hairline of the same colour closes the seams anti-aliasing leaves between cells.
      ctx.strokeStyle = ctx.fillStyle;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }

  // Walls: the rule of ShapeGeometry (each wall once), openings left out, in device pixels.
  const passages = layers.cells;
  const openings = layers.openings ?? [];
  const t = wallThickness(z);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (woven) {
    ctx.beginPath();
    weaveWalls(woven, cells, gaps, scaled);
    ctx.strokeStyle = cssOf(colors.wall);
    ctx.lineWidth = t;
    ctx.stroke();
  }
  for (const border of woven ? [] : [true, false]) {
    ctx.beginPath();
    for (const c of cells) {
      place(c);
      const bits = passages[c]!;
      for (let d = 0; d < grid.degree; d++) {
        if (geometry.stair(d) !== 0) continue;
        const n = grid.neighbor(c, d);
        if (border ? n < 0 && !isOpening(openings, c, 1 << d) : n > c && !(bits & (1 << d))) geometry.wall(c, d, scaled);
      }
    }
    ctx.strokeStyle = cssOf(border ? colors.border : colors.wall);
    ctx.lineWidth = t;
    ctx.stroke();
  }

  // Stairs: core's marks (▲ up, ▼ down), once cells are large enough to hold them.
  if (layout.levels > 1 && z >= 10) {
    ctx.fillStyle = cssOf(colors.wall);
    ctx.beginPath();
    for (const c of cells) {
      let up = false;
      let down = false;
      for (let d = 0; d < grid.degree; d++) {
        const s = geometry.stair(d);
        if (s !== 0 && passages[c]! & (1 << d)) {
          if (s > 0) up = true;
          else down = true;
        }
      }
      if (up || down) drawStairMark(ctx, toX(c), toY(c), MARK_SIZE.stair * cellRoom(grid, geometry, c) * z, up, down);
    }
    ctx.fill();
  }

  // Lines through the centres: the tentative walk of a frame, the trail, the route.
  const band = Math.max(1.5, z * 0.2);
  if (woven) {
    const lines: [Uint8Array | readonly number[] | undefined, number][] = [
      [layers.walk, colors.link],
      [layers.trail, colors.trail],
      [layers.route, colors.route],
    ];
    for (const [line, color] of lines) {
      if (!line || line.length === 0) continue;
      ctx.beginPath();
      if (line instanceof Uint8Array) weaveRouteBits(woven, cells, line, band / 2 / z, scaled);
      else weavePath(woven, line, band / 2 / z, scaled);
      ctx.strokeStyle = cssOf(color);
      ctx.lineWidth = band;
      ctx.stroke();
    }
  } else {
    if (layers.walk && layers.walk.length > 0) strokePath(ctx, layers.walk, toX, toY, geometry, cssOf(colors.link), band);
    if (layers.trail) strokeOnCells(ctx, grid, geometry, cells, layers.trail, toX, toY, cssOf(colors.trail), band);
    if (layers.route) strokeOnCells(ctx, grid, geometry, cells, layers.route, toX, toY, cssOf(colors.route), band);
  }

  // Marks: start and goal squares, the player's disc; at least a few pixels, so they show at "fit".
  for (const m of layers.marks ?? []) {
    if (m.cell < 0 || m.cell >= grid.size) continue;
    const r = Math.max(3, MARK_SIZE.end * cellRoom(grid, geometry, m.cell) * z);
    ctx.fillStyle = cssOf(m.color);
    ctx.beginPath();
    if (m.round) ctx.arc(toX(m.cell), toY(m.cell), r, 0, 2 * Math.PI);
    else ctx.rect(toX(m.cell) - 0.85 * r, toY(m.cell) - 0.85 * r, 1.7 * r, 1.7 * r);
    ctx.fill();
  }
  ctx.restore();
}

/** A polyline through the centres of `path` (a floor change breaks it). */
function strokePath(
  ctx: Context2D,
  path: readonly number[],
  toX: (c: number) => number,
  toY: (c: number) => number,
  geometry: ShapeGeometry,
  color: string,
  width: number,
): void {
  ctx.beginPath();
  let level = -1;
  for (const c of path) {
    const l = geometry.level(c);
    if (l !== level) ctx.moveTo(toX(c), toY(c));
    else ctx.lineTo(toX(c), toY(c));
    level = l;
  }
  if (path.length === 1) ctx.lineTo(toX(path[0]!) + 0.01, toY(path[0]!));
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

/**
 * The route (or trail) of route bytes: a segment between every two open neighbours on it
 * (on one floor), a dot for a cell on it with none. A shortest route and a trail with its
 * dead ends erased are simple paths, so these segments are exactly their steps.
 */
function strokeOnCells(
  ctx: Context2D,
  grid: Grid,
  geometry: ShapeGeometry,
  cells: Int32Array,
  on: Uint8Array,
  toX: (c: number) => number,
  toY: (c: number) => number,
  color: string,
  width: number,
): void {
  ctx.beginPath();
  for (const c of cells) {
    if (!(on[c]! & ON_ROUTE)) continue;
    let joined = false;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n < 0 || !(on[n]! & ON_ROUTE) || !grid.isOpen(c, d) || geometry.stair(d) !== 0) continue;
      joined = true;
      if (n < c) continue;
      ctx.moveTo(toX(c), toY(c));
      ctx.lineTo(toX(n), toY(n));
    }
    if (!joined) {
      ctx.moveTo(toX(c), toY(c));
      ctx.lineTo(toX(c) + 0.01, toY(c));
    }
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

import { ScaledContext, type Grid, type PathContext, type Point, type ShapeGeometry } from '@mazekit/core';
import type { Camera } from './camera.js';
import { floorOrigin, type MapLayout, type ShapeMap } from './map-layout.js';
import { isOpening } from './openings.js';
import { ON_ROUTE, wallThickness, type Colors, type Layers } from './raster.js';

/** `0xAABBGGRR` (a little-endian RGBA word, as the raster uses) as a CSS colour. */
export function cssOf(word: number): string {
  return `rgb(${word & 255} ${(word >>> 8) & 255} ${(word >>> 16) & 255})`;
}

/** Keeps the middle of the last side a geometry drew into it (one `moveTo`, then a `lineTo` or an arc). */
class SideProbe implements PathContext {
  x = 0;
  y = 0;
  private sx = 0;
  private sy = 0;
  moveTo(x: number, y: number): void {
    this.sx = x;
    this.sy = y;
  }
  lineTo(x: number, y: number): void {
    this.x = (this.sx + x) / 2;
    this.y = (this.sy + y) / 2;
  }
  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    let sweep = anticlockwise ? start - end : end - start;
    while (sweep < 0) sweep += 2 * Math.PI;
    const mid = start + (anticlockwise ? -sweep : sweep) / 2;
    this.x = cx + r * Math.cos(mid);
    this.y = cy + r * Math.sin(mid);
  }
}

const probe = new SideProbe();
const point: Point = { x: 0, y: 0 };

/** Distance from the centre of `cell` to the middle of its nearest side: every mark is sized from it. */
export function roomOf(grid: Grid, geometry: ShapeGeometry, cell: number): number {
  geometry.center(cell, point);
  let nearest = Infinity;
  for (let d = 0; d < grid.degree; d++) {
    if (geometry.stair(d) !== 0 || !geometry.wall(cell, d, probe)) continue;
    nearest = Math.min(nearest, Math.hypot(probe.x - point.x, probe.y - point.y));
  }
  return Number.isFinite(nearest) ? nearest : 0.5;
}

/**
 * The side of `cell` to open as an entrance or exit: of its sides that lead off the maze, the
 * one whose middle lies farthest from the floor's centre (the rim of a circle, the left end
 * of a wide board); -1 for a cell with no such side (the centre of a polar maze).
 */
export function exitSideOf(grid: Grid, geometry: ShapeGeometry, cell: number): number {
  const cx = geometry.width / 2;
  const cy = geometry.height / 2;
  let best = -1;
  let far = -1;
  for (let d = 0; d < grid.degree; d++) {
    if (geometry.stair(d) !== 0 || grid.neighbor(cell, d) >= 0 || !geometry.wall(cell, d, probe)) continue;
    const dist = Math.hypot(probe.x - cx, probe.y - cy);
    if (dist > far + 1e-9) {
      far = dist;
      best = d;
    }
  }
  return best;
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

/**
 * Draws a maze of any shape through core's geometry on a 2D canvas, only the cells in view:
 * cell colours (one path per colour), the walls (border and inner), the route and the trail
 * as lines through the cells' centres, the tentative walk of a carving frame, stair marks,
 * and the marks (start, goal, player) sized from each cell's room. Walls are whole device
 * pixels wide, as in the square view. The caller clears nothing: this paints every pixel.
 */
export function drawShapes(ctx: CanvasRenderingContext2D, layout: MapLayout, camera: Camera, layers: Layers, colors: Colors): void {
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
      for (const c of list) {
        place(c);
        geometry.outline(c, scaled);
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
  for (const border of [true, false]) {
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

  // Stairs: ▲ for a stair up, ▼ for one down, once cells are large enough to hold them.
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
      if (!up && !down) continue;
      const s = 0.6 * roomOf(grid, geometry, c) * z;
      const x = toX(c);
      const y = toY(c);
      if (up) triangle(ctx, x, down ? y - s / 2 : y, down ? s / 2 : s, -1);
      if (down) triangle(ctx, x, up ? y + s / 2 : y, up ? s / 2 : s, 1);
    }
    ctx.fill();
  }

  // Lines through the centres: the tentative walk of a frame, the trail, the route.
  const band = Math.max(1.5, z * 0.2);
  if (layers.walk && layers.walk.length > 0) strokePath(ctx, layers.walk, toX, toY, geometry, cssOf(colors.link), band);
  if (layers.trail) strokeOnCells(ctx, grid, geometry, cells, layers.trail, toX, toY, cssOf(colors.trail), band);
  if (layers.route) strokeOnCells(ctx, grid, geometry, cells, layers.route, toX, toY, cssOf(colors.route), band);

  // Marks: start and goal squares, the player's disc; at least a few pixels, so they show at "fit".
  for (const m of layers.marks ?? []) {
    if (m.cell < 0 || m.cell >= grid.size) continue;
    const r = Math.max(3, 0.6 * roomOf(grid, geometry, m.cell) * z);
    ctx.fillStyle = cssOf(m.color);
    ctx.beginPath();
    if (m.round) ctx.arc(toX(m.cell), toY(m.cell), r, 0, 2 * Math.PI);
    else ctx.rect(toX(m.cell) - 0.85 * r, toY(m.cell) - 0.85 * r, 1.7 * r, 1.7 * r);
    ctx.fill();
  }
  ctx.restore();
}

const SIN60 = Math.sqrt(3) / 2;

/** An equilateral triangle in the circle of radius `s` around (x, y), apex up (`dir` -1) or down (1). */
function triangle(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, dir: number): void {
  ctx.moveTo(x, y + dir * s);
  ctx.lineTo(x + SIN60 * s, y - (dir * s) / 2);
  ctx.lineTo(x - SIN60 * s, y - (dir * s) / 2);
  ctx.closePath();
}

/** A polyline through the centres of `path` (a floor change breaks it). */
function strokePath(
  ctx: CanvasRenderingContext2D,
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
  ctx: CanvasRenderingContext2D,
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

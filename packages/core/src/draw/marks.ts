import type { Grid } from '../grid.js';
import type { Point, ShapeGeometry } from '../shape-geometry.js';
import { arcTo } from './arc.js';
import type { PathContext } from './context.js';
import { SideMiddle } from './side-middle.js';

const probe = new SideMiddle();
const centre: Point = { x: 0, y: 0 };

/**
 * The room around the centre of `cell`: the distance from its centre to the middle of its
 * nearest side (0.5 for a unit square or hexagon, about 0.29 for a unit triangle). Every mark
 * is sized from it, so marks fit every shape and never touch a wall.
 */
export function cellRoom(grid: Grid, geometry: ShapeGeometry, cell: number): number {
  geometry.center(cell, centre);
  let nearest = Infinity;
  for (let d = 0; d < grid.degree; d++) {
    if (geometry.stair(d) !== 0 || !geometry.wall(cell, d, probe)) continue;
    nearest = Math.min(nearest, Math.hypot(probe.x - centre.x, probe.y - centre.y));
  }
  return Number.isFinite(nearest) ? nearest : 0.5;
}

/**
 * Sizes of the marks as fractions of {@link cellRoom}: the start disc and goal square, the
 * same marks in a cell that also has a stair (smaller, so the stair shows around them), and
 * the stair triangles (their circumradius).
 */
export const MARK_SIZE = Object.freeze({ end: 0.6, endOnStair: 0.45, stair: 0.75 });

/** True when `cell` has an open stair (a passage up or down). */
export function hasStair(grid: Grid, geometry: ShapeGeometry, cell: number): boolean {
  const bits = grid.cells[cell]!;
  for (let d = 0; d < grid.degree; d++) if (geometry.stair(d) !== 0 && bits & (1 << d)) return true;
  return false;
}

/** The start mark: a disc of radius `r` around (`x`, `y`), as one closed sub-path. */
export function drawStartMark(ctx: PathContext, x: number, y: number, r: number): void {
  ctx.moveTo(x + r, y);
  arcTo(ctx, x, y, r, 0, 2 * Math.PI);
  ctx.closePath?.();
}

// Half the side of a square with the area of a disc of radius 1: start and goal weigh the same.
const SQUARE = Math.sqrt(Math.PI) / 2;

/** The goal mark: a square of the area of a disc of radius `r`, centred on (`x`, `y`). */
export function drawGoalMark(ctx: PathContext, x: number, y: number, r: number): void {
  const h = SQUARE * r;
  ctx.moveTo(x - h, y - h);
  ctx.lineTo(x + h, y - h);
  ctx.lineTo(x + h, y + h);
  ctx.lineTo(x - h, y + h);
  ctx.closePath?.();
}

const SIN60 = Math.sqrt(3) / 2;

/** An equilateral triangle in the circle of radius `s` around (x, y), apex up (`dir` -1) or down (1). */
function triangle(ctx: PathContext, x: number, y: number, s: number, dir: number): void {
  ctx.moveTo(x, y + dir * s);
  ctx.lineTo(x + SIN60 * s, y - (dir * s) / 2);
  ctx.lineTo(x - SIN60 * s, y - (dir * s) / 2);
  ctx.closePath?.();
}

/**
 * The stair mark of a cell: a triangle pointing up for a stair up, down for a stair down, in
 * the circle of radius `s` around (`x`, `y`); a two-way stair gets both at half size, the up
 * one above the down one. Fill it.
 */
export function drawStairMark(ctx: PathContext, x: number, y: number, s: number, up: boolean, down: boolean): void {
  if (up && down) {
    triangle(ctx, x, y - s / 2, s / 2, -1);
    triangle(ctx, x, y + s / 2, s / 2, 1);
  } else if (up) triangle(ctx, x, y, s, -1);
  else if (down) triangle(ctx, x, y, s, 1);
}

/**
 * Draws the stair marks of every cell of floor `level` with an open stair, in cell units,
 * each sized from its cell's room. The caller fills.
 */
export function drawStairMarks(grid: Grid, geometry: ShapeGeometry, level: number, ctx: PathContext): void {
  const cells = grid.cells;
  const p: Point = { x: 0, y: 0 };
  for (let c = 0; c < grid.size; c++) {
    const bits = cells[c]!;
    let up = false;
    let down = false;
    for (let d = 0; d < grid.degree; d++) {
      const s = geometry.stair(d);
      if (s !== 0 && bits & (1 << d)) {
        if (s > 0) up = true;
        else down = true;
      }
    }
    if (!up && !down) continue;
    if (geometry.level(c) !== level) continue;
    geometry.center(c, p);
    drawStairMark(ctx, p.x, p.y, MARK_SIZE.stair * cellRoom(grid, geometry, c), up, down);
  }
}

/**
 * Draws the start (`kind` `start`, a disc) or goal (`goal`, a square) mark of `cell` in cell
 * units, sized from its room and smaller when `besideStair` (the cell's stair mark shows
 * around it). The caller fills, after the stair marks, so the mark is never hidden.
 */
export function drawEndMark(grid: Grid, geometry: ShapeGeometry, cell: number, kind: 'start' | 'goal', besideStair: boolean, ctx: PathContext): void {
  const r = (besideStair ? MARK_SIZE.endOnStair : MARK_SIZE.end) * cellRoom(grid, geometry, cell);
  const p = geometry.center(cell, { x: 0, y: 0 });
  if (kind === 'start') drawStartMark(ctx, p.x, p.y, r);
  else drawGoalMark(ctx, p.x, p.y, r);
}

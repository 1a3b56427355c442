import { geometryOf, isOrthogonal, type Grid, type OrthogonalGrid } from '@mazekit/core';
import { fastDistances } from '../maze/distances.js';
import type { MapLayout } from './map-layout.js';
import { fillPyramid, markPyramid } from './overview.js';
import { outerSide, type Opening } from './openings.js';
import { FILL, HEAT_STEPS } from './palette.js';
import type { Pyramid } from './pyramid.js';
import { ON_ROUTE } from './raster.js';

/** Route bytes for the view: {@link ON_ROUTE} plus the sides the route leaves each cell by. */
export function routeBits(grid: Grid, path: readonly number[], into = new Uint8Array(grid.size)): Uint8Array {
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    into[c]! |= ON_ROUTE;
    if (i > 0) addLink(grid, into, path[i - 1]!, c);
  }
  return into;
}

/** Marks the step from `a` to `b` in route bytes (both ways; stairs have no side to mark). */
export function addLink(grid: Grid, into: Uint8Array, a: number, b: number): void {
  const d = grid.directionTo(a, b);
  if (d >= 0 && d < 4) {
    into[a]! |= 1 << d;
    into[b]! |= 1 << grid.opposite(d);
  }
}

/** Floor colours marking stairs (up, down, both) on a multi-level maze of any shape; all background on one floor. */
export function stairFill(grid: Grid, into = new Uint8Array(grid.size)): Uint8Array {
  if (grid.levels === 1) return into;
  const cells = grid.cells;
  // The passage bits that are stairs up and down: 16 and 32 on square grids, the geometry's elsewhere.
  let upBits = 16;
  let downBits = 32;
  if (!isOrthogonal(grid)) {
    const geometry = geometryOf(grid);
    upBits = downBits = 0;
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) > 0) upBits |= 1 << d;
      else if (geometry.stair(d) < 0) downBits |= 1 << d;
    }
  }
  for (let c = 0; c < grid.size; c++) {
    const up = (cells[c]! & upBits) !== 0;
    const down = (cells[c]! & downBits) !== 0;
    if (up || down) into[c] = up && down ? FILL.stairBoth : up ? FILL.stairUp : FILL.stairDown;
  }
  return into;
}

/** Floor colours shading each cell by its distance from `start` (unreachable cells stay background). */
export function distanceFill(grid: Grid, start: number): { fill: Uint8Array; distance: Int32Array } {
  const distance = fastDistances(grid, start);
  let max = 0;
  for (let c = 0; c < distance.length; c++) if (distance[c]! > max) max = distance[c]!;
  // The same shades as core's heatShades: round(distance × (steps - 1) / max).
  const scale = max > 0 ? (HEAT_STEPS - 1) / max : 0;
  const fill = new Uint8Array(grid.size);
  for (let c = 0; c < fill.length; c++) {
    const d = distance[c]!;
    if (d >= 0) fill[c] = FILL.heat + Math.round(d * scale);
  }
  return { fill, distance };
}

/** The gaps in the outer wall for an entrance at `start` and an exit at `goal`. */
export function openingsFor(grid: OrthogonalGrid, start: number, goal: number): Opening[] {
  const out: Opening[] = [];
  const s = outerSide(grid.width, grid.height, start, [8, 1, 4, 2]);
  if (s) out.push({ cell: start, side: s });
  const g = outerSide(grid.width, grid.height, goal, [4, 2, 8, 1]);
  if (g) out.push({ cell: goal, side: g });
  return out;
}

/** Solution and distance layers of a finished maze, with their overview pyramids when asked. */
export interface Overlay {
  readonly route?: Uint8Array;
  readonly routePyramid?: Pyramid;
  readonly fill?: Uint8Array;
  readonly fillPyramid?: Pyramid;
}

/**
 * The overlay layers of a finished maze: the route when `solution` is given, distance
 * shades from `start` when `withDistances` (else stair colours on a multi-level maze).
 * Pyramids for the overview are built when `layout` and `palette` are given.
 */
export function overlayOf(
  grid: Grid,
  solution: readonly number[] | undefined,
  withDistances: boolean,
  start: number,
  pyramids?: { layout: MapLayout; palette: Uint32Array },
): Overlay {
  const route = solution ? routeBits(grid, solution) : undefined;
  let fill: Uint8Array | undefined;
  if (withDistances) fill = distanceFill(grid, start).fill;
  else if (grid.levels > 1) fill = stairFill(grid);
  return {
    route,
    fill,
    routePyramid: route && pyramids && !pyramids.layout.shape ? markPyramid(pyramids.layout, route) : undefined,
    fillPyramid: fill && pyramids && !pyramids.layout.shape ? fillPyramid(pyramids.layout, fill, pyramids.palette) : undefined,
  };
}

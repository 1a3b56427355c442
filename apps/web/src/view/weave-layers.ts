import { drawWeaveFloor, drawWeaveRoute, drawWeaveWalls, isWoven, type Grid, type PathContext, type WovenGrid } from '@mazekit/core';
import type { Opening } from './openings.js';
import { ON_ROUTE } from './raster.js';

/**
 * The view's drawing of a weave maze's layers through core's weave helpers (`drawWeaveWalls`,
 * `drawWeaveFloor`, `drawWeaveRoute`), in cell units into a `PathContext` (the caller scales,
 * strokes and fills): the over/under look of the renderers, for the cells in sight.
 */

/** A copy of each woven grid whose passages are a carving step's (not the finished maze's). */
const steps = new WeakMap<WovenGrid, WovenGrid>();

/**
 * `grid` as a woven grid with passages `cells` (a carving step's, or the maze's own), or
 * `undefined` for a grid that is not woven. The copy for a step is made once per grid.
 */
export function wovenWith(grid: Grid, cells: Uint8Array): WovenGrid | undefined {
  if (!isWoven(grid)) return undefined;
  if (cells === grid.cells) return grid;
  let copy = steps.get(grid);
  if (!copy) steps.set(grid, (copy = grid.clone()));
  copy.cells.set(cells);
  return copy;
}

/** The view's openings (side bits) as core's gap list, `[cell, direction, …]`. */
export function gapList(openings: readonly Opening[]): number[] {
  const out: number[] = [];
  for (const o of openings) out.push(o.cell, 31 - Math.clz32(o.side));
  return out;
}

/** The walls of `cells`: each corridor inside its cells, the corridor beneath a crossing with gaps. */
export function weaveWalls(grid: WovenGrid, cells: ArrayLike<number>, open: readonly number[], ctx: PathContext): void {
  drawWeaveWalls(grid, ctx, open, undefined, cells);
}

/** The floors of `cells` (for a fill colour): a crossing's corridor on top, a stub beneath it in its cell's colour. */
export function weaveFloors(grid: WovenGrid, cells: readonly number[], open: readonly number[], ctx: PathContext): void {
  for (const c of cells) drawWeaveFloor(grid, c, ctx, open);
}

/**
 * The route bytes `on` (see `Layers.route`) of `cells` as lines through the centres: a segment
 * between every two open neighbours on it, hidden under a crossing it passes beneath (a dot for
 * a cell on it with none). `halfWidth` is half the stroke, in cells.
 */
export function weaveRouteBits(grid: WovenGrid, cells: ArrayLike<number>, on: Uint8Array, halfWidth: number, ctx: PathContext): void {
  const pair = [0, 0];
  const one = [0];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (!(on[c]! & ON_ROUTE)) continue;
    let joined = false;
    for (let d = 0; d < 4; d++) {
      const n = grid.neighbor(c, d);
      if (n < 0 || !(on[n]! & ON_ROUTE) || !grid.isOpen(c, d)) continue;
      joined = true;
      if (n < c) continue;
      pair[0] = c;
      pair[1] = n;
      drawWeaveRoute(grid, pair, ctx, halfWidth);
    }
    if (!joined) {
      one[0] = c;
      drawWeaveRoute(grid, one, ctx, halfWidth);
    }
  }
}

/**
 * A path of cells (a carving step's tentative walk) as lines, hidden where they pass beneath a
 * crossing. A generator walks a weave grid's contracted graph, whose vertex is a crossing's
 * whole corridor: the walk lists the corridor's cells one after another, and the step out of it
 * may leave from any of them, so each cell is joined to the latest of the three before it that
 * is its neighbour (a cell with none starts a new line).
 */
export function weavePath(grid: WovenGrid, path: readonly number[], halfWidth: number, ctx: PathContext): void {
  const pair = [0, 0];
  if (path.length === 1) drawWeaveRoute(grid, path, ctx, halfWidth);
  for (let i = 1; i < path.length; i++) {
    const q = path[i]!;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      if (grid.directionTo(path[k]!, q) < 0) continue;
      pair[0] = path[k]!;
      pair[1] = q;
      drawWeaveRoute(grid, pair, ctx, halfWidth);
      break;
    }
  }
}

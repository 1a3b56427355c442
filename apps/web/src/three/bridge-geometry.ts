// The 3D view's bridges for weave mazes: at a crossing the corridor on top is raised into a
// bridge (a deck with a low parapet each side and a ramp up from each cell before and after
// it), and the corridor beneath runs under it on the floor. Pure, in world units (one cell = 1;
// world x = column, world z = row, y up), so the tests need no WebGL.
import { OVER_NORTH_SOUTH, isWoven, type Grid } from '@mazekit/core';
import { WALL_THICKNESS } from './geometry.js';

/** Height of a bridge's deck (its top) above the floor: above the eye of a walker passing under it. */
export const BRIDGE_HEIGHT = 0.5;
/** Thickness of a deck or a ramp. */
export const DECK_THICKNESS = 0.06;
/** Height of the parapets along a deck's sides, above the deck. */
export const PARAPET_HEIGHT = 0.3;

/**
 * A straight slab from (x0, y0, z0) to (x1, y1, z1), the middle of its top edge to edge:
 * `width` across (level), `thickness` below that line.
 */
export interface Slab {
  readonly x0: number;
  readonly y0: number;
  readonly z0: number;
  readonly x1: number;
  readonly y1: number;
  readonly z1: number;
  readonly width: number;
  readonly thickness: number;
}

/** How high above its floor a walker, a mark or the route stands in `cell`: on the deck at a crossing, else on the floor. */
export function cellLift(grid: Grid, cell: number): number {
  return isWoven(grid) && grid.over[cell] !== 0 ? BRIDGE_HEIGHT : 0;
}

/**
 * Calls `slab` for every piece of every bridge of `grid` (none unless it is a weave grid): per
 * crossing its deck over the crossing's cell, a ramp from the middle of each cell before and
 * after it up to the deck, and the parapets on the deck's two sides (where the corridor on top
 * has its walls). The crossing's own sides get no wall on the floor (see `forEachShapeWall`):
 * the corridor beneath passes there. Returns the number of pieces.
 */
export function forEachBridgePiece(grid: Grid, slab: (piece: Slab) => void): number {
  if (!isWoven(grid)) return 0;
  const { width, over } = grid;
  const h = BRIDGE_HEIGHT;
  let count = 0;
  const put = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, w: number, t: number): void => {
    slab({ x0, y0, z0, x1, y1, z1, width: w, thickness: t });
    count++;
  };
  for (let c = 0; c < grid.size; c++) {
    if (over[c] === 0) continue;
    const col = c % width;
    const row = (c - col) / width;
    const [cx, cz] = [col + 0.5, row + 0.5];
    // Along the corridor on top, and across it.
    const [ax, az] = over[c] === OVER_NORTH_SOUTH ? [0, 1] : [1, 0];
    const [sx, sz] = [az, ax];
    const deck = 1 - WALL_THICKNESS;
    put(cx - ax / 2, h, cz - az / 2, cx + ax / 2, h, cz + az / 2, deck, DECK_THICKNESS);
    put(cx - ax, 0, cz - az, cx - ax / 2, h, cz - az / 2, deck, DECK_THICKNESS);
    put(cx + ax / 2, h, cz + az / 2, cx + ax, 0, cz + az, deck, DECK_THICKNESS);
    for (const side of [-0.5, 0.5]) {
      const [px, pz] = [cx + side * sx, cz + side * sz];
      put(px - ax / 2, h + PARAPET_HEIGHT, pz - az / 2, px + ax / 2, h + PARAPET_HEIGHT, pz + az / 2, WALL_THICKNESS, PARAPET_HEIGHT);
    }
  }
  return count;
}

/**
 * The route through `cells` (each a neighbour of the one before) as world points `lift` above
 * the way it walks: each cell's centre (on the deck at a crossing), and where a step goes onto
 * or off a bridge, the deck's end, so the line follows the ramp and clears the deck. A step
 * beneath a crossing stays on the floor, under the deck. `centre` gives a cell's centre (x, z).
 */
export function bridgeRoute(grid: Grid, cells: readonly number[], lift: number, centre: (cell: number) => readonly [number, number]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    const [x, z] = centre(c);
    if (i > 0) {
      const p = cells[i - 1]!;
      const [up, down] = [cellLift(grid, p), cellLift(grid, c)];
      if (up !== down) {
        // Onto the bridge, or off it: the end of the deck is the side the two cells share.
        const [px, pz] = centre(p);
        out.push([(px + x) / 2, BRIDGE_HEIGHT + lift, (pz + z) / 2]);
      }
    }
    out.push([x, cellLift(grid, c) + lift, z]);
  }
  return out;
}

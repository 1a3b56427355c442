import { OVER_NORTH_SOUTH, WEAVE_INSET, type WovenGrid } from '@mazekit/core';
import type { Box } from './boxes.js';

/**
 * A bridge's size against the walls': the deck's top and thickness and the rails' height as
 * shares of the wall height, the rails' width in cells, and how many steps climb to the deck
 * in the half of each cell before and after it.
 */
const BRIDGE = Object.freeze({ deck: 0.6, thickness: 0.12, rail: 0.35, railWidth: 0.04, steps: 3 });

/** A piece of a bridge over a weave crossing: its deck, a rail along either edge, or a step up to it. */
export interface BridgeBox extends Box {
  /** The crossing cell, or for a step the cell it stands in. */
  readonly cell: number;
  readonly side: 'bridge';
  readonly part: 'deck' | 'rail' | 'step';
}

/** The height of a bridge's deck above its floor, for a wall height of `wallHeight`. */
export function deckHeight(wallHeight: number): number {
  return BRIDGE.deck * wallHeight;
}

/**
 * The open sides of each cell as the wall blocks see them: a crossing is open on all four
 * sides (its corridor on top leaves through two, the one beneath through the other two), every
 * other cell has its own bits. Hand this to {@link wallBoxes} in place of the grid's cells.
 */
export function wovenSides(grid: WovenGrid): Uint8Array {
  const sides = Uint8Array.from(grid.cells);
  for (let c = 0; c < grid.size; c++) if (grid.over[c] !== 0) sides[c] = 15;
  return sides;
}

/**
 * The bridges of a weave maze's crossings, on its floor at height `z`: each crossing's corridor
 * on top is a deck across the cell along its axis, `deckHeight` up, as wide as the corridor
 * (core's `WEAVE_INSET` in from either side), with a low rail along both edges; the corridor
 * beneath runs under it at floor level. Where the deck ends at a cell that is not a crossing
 * of the same axis, steps climb to it in that cell's half next to the deck (a run of crossings
 * on one axis is one long deck). Steps stay below a neighbouring crossing's deck, and no box
 * overlaps another or a wall block of {@link wallBoxes} given {@link wovenSides} (the posts are
 * thinner than the inset), so painting them with the walls by the sum of their centre
 * coordinates draws back to front.
 */
export function bridgeBoxes(grid: WovenGrid, z: number, wallHeight: number): BridgeBox[] {
  const { width, over } = grid;
  const m = WEAVE_INSET;
  const top = z + deckHeight(wallHeight);
  const bottom = top - BRIDGE.thickness * wallHeight;
  const railTop = top + BRIDGE.rail * wallHeight;
  const r = BRIDGE.railWidth;
  const out: BridgeBox[] = [];
  for (let cell = 0; cell < grid.size; cell++) {
    const axis = over[cell]!;
    if (axis === 0) continue;
    const col = cell % width;
    const row = (cell - col) / width;
    const ns = axis === OVER_NORTH_SOUTH;
    // Boxes across the corridor from a to b (x for north–south, y for east–west) and along it
    // from p to q, in the cell's own frame.
    const box = (a: number, b: number, p: number, q: number, z0: number, z1: number, at: number, part: BridgeBox['part']): BridgeBox =>
      ns ? { x0: col + a, x1: col + b, y0: row + p, y1: row + q, z0, z1, cell: at, side: 'bridge', part } : { x0: col + p, x1: col + q, y0: row + a, y1: row + b, z0, z1, cell: at, side: 'bridge', part };
    out.push(box(m + r, 1 - m - r, 0, 1, bottom, top, cell, 'deck'));
    out.push(box(m, m + r, 0, 1, bottom, railTop, cell, 'rail'));
    out.push(box(1 - m - r, 1 - m, 0, 1, bottom, railTop, cell, 'rail'));
    // Steps in the cell before (along -1) and after (along +1), unless the deck goes on there.
    for (const along of [-1, 1]) {
      const next = ns ? cell + along * width : cell + along;
      if (over[next] === axis) continue;
      const n = BRIDGE.steps;
      for (let k = 1; k <= n; k++) {
        // Step k stands k-th from the deck, (n + 1 - k) / (n + 1) of its height.
        const near = along < 0 ? -(k - 1) / (2 * n) : 1 + (k - 1) / (2 * n);
        const far = along < 0 ? -k / (2 * n) : 1 + k / (2 * n);
        const [p, q] = near < far ? [near, far] : [far, near];
        out.push(box(m, 1 - m, p, q, z, z + ((n + 1 - k) / (n + 1)) * (top - z), next, 'step'));
      }
    }
  }
  return out;
}

/**
 * The route's world points on a weave maze (x, y, z triples; `floor` the floor's height, `lift`
 * above it): cell centres on the floor, but over a crossing the route climbs from the centre
 * of the cell before to the deck's edge, crosses on the deck and comes down to the centre of
 * the cell after. A step beneath a crossing (two cells apart along a line) stays on the floor,
 * under the deck.
 */
export function wovenRoutePoints(grid: WovenGrid, route: readonly number[], floor: number, lift: number, wallHeight: number): number[] {
  const { width, over } = grid;
  const deck = floor + deckHeight(wallHeight) + lift;
  const centre = (c: number): [number, number] => [(c % width) + 0.5, Math.floor(c / width) + 0.5];
  const out: number[] = [];
  route.forEach((cell, i) => {
    const [x, y] = centre(cell);
    const axis = over[cell]!;
    if (axis === 0 || i === 0 || i === route.length - 1) {
      out.push(x, y, floor + lift);
      return;
    }
    // A crossing on the route is crossed over the top (a step beneath skips its cell): the
    // edges the route enters and leaves by, at the deck's height.
    const edge = (n: number): [number, number] => {
      const [nx, ny] = centre(n);
      return [(x + nx) / 2, (y + ny) / 2];
    };
    out.push(...edge(route[i - 1]!), deck, x, y, deck, ...edge(route[i + 1]!), deck);
  });
  return out;
}

/** The crossings `route` passes beneath (a step of two cells along a line, with a crossing between). */
export function crossingsPassedUnder(grid: WovenGrid, route: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (let i = 1; i < route.length; i++) {
    const step = route[i]! - route[i - 1]!;
    if (Math.abs(step) !== 2 && Math.abs(step) !== 2 * grid.width) continue;
    const between = route[i - 1]! + step / 2;
    if (grid.over[between] !== 0) out.add(between);
  }
  return out;
}

import { createRng, geometryOf } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { EAST_WEST, NORTH_SOUTH, WeaveGrid } from '@mazekit/grid-weave';
import { shape as hex } from '@mazekit/grid-hex';
import { describe, expect, it } from 'vitest';
import { BRIDGE_HEIGHT, DECK_THICKNESS, PARAPET_HEIGHT, bridgeRoute, cellLift, forEachBridgePiece, type Slab } from '../src/three/bridge-geometry.js';
import { forEachShapeWall } from '../src/three/shape-geometry.js';
import { ShapeWalker } from '../src/three/shape-walker.js';

/** A 7 × 5 weave maze with a crossing at cell 8 (col 1, row 1), north–south on top, and one at 25 (col 4, row 3), east–west on top. */
function woven(): WeaveGrid {
  const grid = new WeaveGrid(7, 5).addCrossing(8, NORTH_SOUTH).addCrossing(25, EAST_WEST);
  backtracker.carve(grid, createRng('bridges'));
  return grid;
}

describe('3D bridges of a weave maze', () => {
  it('raises each crossing\'s corridor on top: a deck, a ramp up from each cell before and after it, and two parapets', () => {
    const grid = woven();
    const pieces: Slab[] = [];
    expect(forEachBridgePiece(grid, (s) => pieces.push(s))).toBe(10);
    const [deck, rampIn, rampOut, left, right] = pieces as [Slab, Slab, Slab, Slab, Slab];
    // Crossing 8 is col 1, row 1 (centre 1.5, 1.5), north–south on top: along world z.
    expect(deck).toEqual({ x0: 1.5, y0: BRIDGE_HEIGHT, z0: 1, x1: 1.5, y1: BRIDGE_HEIGHT, z1: 2, width: deck.width, thickness: DECK_THICKNESS });
    expect([rampIn.x0, rampIn.y0, rampIn.z0, rampIn.x1, rampIn.y1, rampIn.z1]).toEqual([1.5, 0, 0.5, 1.5, BRIDGE_HEIGHT, 1]);
    expect([rampOut.x0, rampOut.y0, rampOut.z0, rampOut.x1, rampOut.y1, rampOut.z1]).toEqual([1.5, BRIDGE_HEIGHT, 2, 1.5, 0, 2.5]);
    for (const [p, x] of [[left, 1], [right, 2]] as const) {
      expect([p.x0, p.x1, p.z0, p.z1, p.y0, p.thickness]).toEqual([x, x, 1, 2, BRIDGE_HEIGHT + PARAPET_HEIGHT, PARAPET_HEIGHT]);
    }
    // Crossing 25 (col 4, row 3) runs east–west on top: its deck along world x.
    const deck25 = pieces[5]!;
    expect([deck25.x0, deck25.x1, deck25.z0, deck25.z1]).toEqual([4, 5, 3.5, 3.5]);
    // The corridor beneath passes under the deck with room for the walker's eye (0.42).
    expect(BRIDGE_HEIGHT - DECK_THICKNESS).toBeGreaterThan(0.42);
    expect(forEachBridgePiece(hex.create({ width: 4, height: 4 }), () => {})).toBe(0);
  });

  it('stands no floor wall on a crossing\'s sides, where the corridor beneath passes, and keeps every other', () => {
    const grid = woven();
    const geometry = geometryOf(grid);
    const walls: string[] = [];
    forEachShapeWall(grid, geometry, grid.cells, (x0, z0, x1, z1) => walls.push(`${x0},${z0} ${x1},${z1}`));
    // Crossing 8's east and west sides (x = 1 and x = 2, z from 1 to 2) and 25's north and south sides.
    for (const side of ['1,1 1,2', '1,2 1,1', '2,1 2,2', '2,2 2,1', '4,3 5,3', '5,3 4,3', '4,4 5,4', '5,4 4,4']) expect(walls).not.toContain(side);
    // Every other wall stands: the whole border, and a closed side of an ordinary cell.
    const border = walls.filter((w) => /^\d+,0 \d+,0$|^\d+,5 \d+,5$|^0,\d+ 0,\d+$|^7,\d+ 7,\d+$/.test(w));
    expect(border.length).toBe(2 * (7 + 5));
    let closed = 0;
    for (let c = 0; c < grid.size; c++) {
      if (grid.over[c] !== 0) continue;
      for (let d = 0; d < 4; d++) if (grid.neighbor(c, d) > c && !grid.isOpen(c, d)) closed++;
    }
    expect(walls.length).toBe(2 * (7 + 5) + closed);
  });

  it('lifts the route, the marks and the walker onto a deck, and runs the route up the ramps', () => {
    const grid = woven();
    expect([cellLift(grid, 8), cellLift(grid, 1), cellLift(grid, 7)]).toEqual([BRIDGE_HEIGHT, 0, 0]);
    const centre = (c: number): [number, number] => [(c % 7) + 0.5, Math.floor(c / 7) + 0.5];
    // Over crossing 8 (1 → 8 → 15): up to the deck's end, across, down again.
    expect(bridgeRoute(grid, [1, 8, 15], 0.25, centre)).toEqual([
      [1.5, 0.25, 0.5],
      [1.5, BRIDGE_HEIGHT + 0.25, 1],
      [1.5, BRIDGE_HEIGHT + 0.25, 1.5],
      [1.5, BRIDGE_HEIGHT + 0.25, 2],
      [1.5, 0.25, 2.5],
    ]);
    // Under it (7 → 9): straight along the floor, beneath the deck.
    expect(bridgeRoute(grid, [7, 9], 0.25, centre)).toEqual([
      [0.5, 0.25, 1.5],
      [2.5, 0.25, 1.5],
    ]);
  });

  it('walks under a crossing and back, and over it', () => {
    const grid = woven();
    const geometry = geometryOf(grid);
    const walker = new ShapeWalker(grid, geometry, 7);
    // Face east (heading 0) and step: through the tunnel to cell 9.
    walker.heading = 0;
    expect(walker.step()).toBe(true);
    expect(walker.cell).toBe(9);
    expect(walker.step(true)).toBe(true);
    expect(walker.cell).toBe(7);
    const over = new ShapeWalker(grid, geometry, 1);
    over.heading = Math.PI / 2;
    expect(over.step()).toBe(true);
    expect(over.cell).toBe(8);
    // On the deck its sides are parapets: no step sideways.
    over.heading = 0;
    expect(over.step()).toBe(false);
    over.heading = Math.PI / 2;
    expect(over.step()).toBe(true);
    expect(over.cell).toBe(15);
  });
});

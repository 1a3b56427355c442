// A dungeon in the 3D view (rooms, corridors, rock and doors: core's Layout): pure functions
// over the cell kinds and door bits, shared by the scene and the tests. World x is the
// column, world z the row, y up; floor `level` lies at y = level × levelHeight.
import { CellKind } from '@mazekit/core';
import { WALL_HEIGHT, WALL_THICKNESS, levelHeight, type Shape } from './geometry.js';

/** Rock stands a little higher than the walls, so that the walls it swallows never show through its top. */
export const ROCK_HEIGHT = WALL_HEIGHT + 0.02;
/**
 * How far rock reaches past its cells on every side: a little more than half a wall, so that
 * the faces of the walls it swallows lie inside it, never in the same plane as its own (they
 * would flicker through).
 */
export const ROCK_REACH = WALL_THICKNESS / 2 + 0.01;
/** A door frame: jamb width along the wall, depth across it, height, and the lintel's depth from the top. */
export const DOOR_FRAME = Object.freeze({ jamb: 0.1, depth: 0.2, height: WALL_HEIGHT + 0.12, lintel: 0.2 });

/** A box in world units: its centre and its size along x, y and z. */
export type WorldBox = readonly [x: number, y: number, z: number, sx: number, sy: number, sz: number];

/**
 * Calls `run` with a solid block for every maximal run of rock cells along a row (`kinds` is
 * core's `LayoutCells.kinds`): the run's cells, widened by {@link ROCK_REACH} on every side, so that
 * the walls around the rock disappear inside it and rock next to rock joins into one mass.
 * Returns the number of blocks.
 */
export function forEachRockRun(shape: Shape, kinds: Uint8Array, run: (box: WorldBox) => void): number {
  const { width: w, height: h, levels } = shape;
  const lh = levelHeight(shape);
  let count = 0;
  for (let level = 0; level < levels; level++) {
    for (let row = 0; row < h; row++) {
      const base = (level * h + row) * w;
      let col = 0;
      while (col < w) {
        if (kinds[base + col] !== CellKind.ROCK) {
          col++;
          continue;
        }
        const from = col;
        while (col < w && kinds[base + col] === CellKind.ROCK) col++;
        run([(from + col) / 2, level * lh + ROCK_HEIGHT / 2, row + 0.5, col - from + 2 * ROCK_REACH, ROCK_HEIGHT, 1 + 2 * ROCK_REACH]);
        count++;
      }
    }
  }
  return count;
}

/**
 * Calls `piece` with the three blocks of each door's frame (`doors` is core's
 * `LayoutCells.doors`, a door listed at both its cells; each is drawn once, from the cell west
 * of or above the opening): a jamb at either end of the opening, clear of the walls' ends,
 * and a lintel across their tops, above the walker's eye. Returns the number of doors.
 */
export function forEachDoorPiece(shape: Shape, doors: Uint8Array, piece: (box: WorldBox) => void): number {
  const { width: w, height: h, levels } = shape;
  const lh = levelHeight(shape);
  const { jamb, depth, height, lintel } = DOOR_FRAME;
  // Walls reach half their thickness past their ends, into the opening.
  const a = WALL_THICKNESS / 2;
  const span = 1 - 2 * a - 2 * jamb;
  let count = 0;
  for (let level = 0; level < levels; level++) {
    const y = level * lh;
    for (let row = 0; row < h; row++) {
      for (let col = 0; col < w; col++) {
        const bits = doors[(level * h + row) * w + col]!;
        // East (bit 2) and south (bit 1) list each door once.
        for (const [bit, alongX] of [[4, false], [2, true]] as const) {
          if (!(bits & bit)) continue;
          // The opening runs along `along` from `start`, on the line `across`.
          const [start, across] = alongX ? [col, row + 1] : [row, col + 1];
          const put = (from: number, length: number, y0: number, y1: number) => {
            const mid = from + length / 2;
            piece(alongX ? [mid, y + (y0 + y1) / 2, across, length, y1 - y0, depth] : [across, y + (y0 + y1) / 2, mid, depth, y1 - y0, length]);
          };
          put(start + a, jamb, 0, height);
          put(start + a + jamb, span, height - lintel, height);
          put(start + 1 - a - jamb, jamb, 0, height);
          count++;
        }
      }
    }
  }
  return count;
}

import { type Door, type Layout, MazekitError, type OrthogonalGrid, type Rng, type Room, type Tracer, gridKind, isOrthogonal } from '@mazekit/core';
import { carveCorridors } from './corridors.js';
import { connectRegions, roomConnectors } from './connect.js';
import { fillDeadEnds } from './fill.js';
import { PACKAGE } from './package.js';
import { placeRooms } from './place-rooms.js';
import { type RoomsOptions, resolveRoomsOptions } from './settings.js';

/**
 * Carves a rooms-and-mazes dungeon into an empty orthogonal grid and returns its rooms and
 * doors, in four stages a tracer sees in order: rooms appear (their inner passages carved),
 * corridors fill the rock between them, stairs and doors open so that everything joins one
 * whole (plus a few extra doors), and dead ends fill back to rock (`wall` events). Every random
 * choice comes from `rng`.
 */
export function carveRooms(grid: OrthogonalGrid, rng: Rng, options?: RoomsOptions, tracer?: Tracer): Layout {
  if (!grid || typeof grid !== 'object' || !isOrthogonal(grid)) {
    throw new MazekitError(PACKAGE, `carves orthogonal grids only (rooms are rectangles of square cells), got ${grid && typeof grid === 'object' ? gridKind(grid) : String(grid)}`);
  }
  const s = resolveRoomsOptions(options);
  const placed = placeRooms(grid, rng, s);
  const { rooms, room } = placed;
  const { width: W, plane } = grid;
  for (let r = 0; r < rooms.length; r += 5) {
    const [col, row, w, h, level] = [rooms[r]!, rooms[r + 1]!, rooms[r + 2]!, rooms[r + 3]!, rooms[r + 4]!];
    for (let y = row; y < row + h; y++) {
      for (let x = col; x < col + w; x++) {
        const c = level * plane + y * W + x;
        if (x + 1 < col + w) {
          grid.link(c, 2);
          tracer?.carve?.(c, c + 1);
        }
        if (y + 1 < row + h) {
          grid.link(c, 1);
          tracer?.carve?.(c, c + W);
        }
      }
    }
  }
  const { region, regions } = carveCorridors(grid, rng, room, rooms.length / 5, s.winding, s.branching, tracer);
  connectRegions(grid, rng, room, region, regions, rooms, placed.stairs, s.extraDoors, tracer);
  fillDeadEnds(grid, rng, room, s.deadEnds, tracer);
  return layoutOf(grid, rooms);
}

/** The rooms as objects, and every open wall of a room as a door (room cell first), room by room. */
function layoutOf(grid: OrthogonalGrid, rooms: readonly number[]): Layout {
  const out: Room[] = [];
  for (let r = 0; r < rooms.length; r += 5) {
    out.push({ col: rooms[r]!, row: rooms[r + 1]!, width: rooms[r + 2]!, height: rooms[r + 3]!, level: rooms[r + 4]! });
  }
  const doors: Door[] = [];
  const W = grid.width;
  for (const wall of roomConnectors(grid, rooms)) {
    const c = wall >> 2;
    const d = wall & 3;
    if (grid.isOpen(c, d)) doors.push({ from: c, to: c + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1) });
  }
  return { rooms: out, doors };
}

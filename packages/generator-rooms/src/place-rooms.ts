import type { OrthogonalGrid, Rng } from '@mazekit/core';
import type { RoomsSettings } from './settings.js';

/** The rooms of every floor, and the stairs that join them. */
export interface Placement {
  /** Five numbers a room: col, row, width, height, level; floor by floor, floor 0 first. */
  readonly rooms: readonly number[];
  /** Index of each cell's room, -1 outside every room. */
  readonly room: Int32Array;
  /** The lower cell of each stair: between floor `k` and `k + 1`, in a room on both. */
  readonly stairs: readonly number[];
}

/** Attempts per room sought: rooms are placed at random and thrown back when they touch another. */
const ATTEMPTS_PER_ROOM = 12;

/**
 * Places rooms floor by floor, each at a random size within the settings and a random place,
 * kept when it does not touch a room already placed, not even at a corner, so that a corridor
 * can pass between any two. Every floor gets at least one room: on the ground floor the first
 * is always kept; on each floor above, the first room is the stair room, laid around a random
 * cell of a random room of the floor below, and the stair joins them there. Then rooms follow
 * until the floor has `rooms` of them, or (for `rooms` 0) until they cover `density` of it,
 * or until the attempts run out.
 */
export function placeRooms(grid: OrthogonalGrid, rng: Rng, s: RoomsSettings): Placement {
  const { width: W, height: H, plane } = grid;
  const room = new Int32Array(grid.size).fill(-1);
  const rooms: number[] = [];
  const stairs: number[] = [];
  const span = s.maxSize - s.minSize + 1;
  const side = (limit: number): number => Math.min(limit, s.minSize + Math.floor(rng() * span));
  const mean = (s.minSize + s.maxSize) / 2;
  const meanArea = Math.min(W, mean) * Math.min(H, mean);
  const wanted = s.rooms > 0 ? s.rooms : Math.max(1, Math.ceil((s.density * plane) / meanArea));
  const budget = ATTEMPTS_PER_ROOM * wanted + 100;

  const put = (col: number, row: number, w: number, h: number, level: number): void => {
    const id = rooms.length / 5;
    rooms.push(col, row, w, h, level);
    const base = level * plane;
    for (let y = row; y < row + h; y++) room.fill(id, base + y * W + col, base + y * W + col + w);
  };
  // True when no room lies in the rectangle grown by one cell on every side.
  const free = (col: number, row: number, w: number, h: number, level: number): boolean => {
    const base = level * plane;
    const x1 = Math.min(W - 1, col + w);
    const y1 = Math.min(H - 1, row + h);
    for (let y = Math.max(0, row - 1); y <= y1; y++) {
      for (let x = Math.max(0, col - 1), at = base + y * W + x; x <= x1; x++, at++) if (room[at] !== -1) return false;
    }
    return true;
  };

  let floorStart = 0;
  for (let level = 0; level < grid.levels; level++) {
    const first = rooms.length / 5;
    let area = 0;
    const w0 = side(W);
    const h0 = side(H);
    if (level === 0) {
      put(Math.floor(rng() * (W - w0 + 1)), Math.floor(rng() * (H - h0 + 1)), w0, h0, 0);
    } else {
      // The stair room: around a random cell of a random room of the floor below.
      const below = floorStart + Math.floor(rng() * (first - floorStart));
      const [bc, br, bw, bh] = rooms.slice(below * 5, below * 5 + 4) as [number, number, number, number];
      const x = bc + Math.floor(rng() * bw);
      const y = br + Math.floor(rng() * bh);
      const lowCol = Math.max(0, x - w0 + 1);
      const lowRow = Math.max(0, y - h0 + 1);
      const col = lowCol + Math.floor(rng() * (Math.min(x, W - w0) - lowCol + 1));
      const row = lowRow + Math.floor(rng() * (Math.min(y, H - h0) - lowRow + 1));
      put(col, row, w0, h0, level);
      stairs.push((level - 1) * plane + y * W + x);
    }
    area += w0 * h0;
    for (let attempt = 0; attempt < budget; attempt++) {
      const placed = rooms.length / 5 - first;
      if (s.rooms > 0 ? placed >= s.rooms : area >= s.density * plane) break;
      const w = side(W);
      const h = side(H);
      const col = Math.floor(rng() * (W - w + 1));
      const row = Math.floor(rng() * (H - h + 1));
      if (!free(col, row, w, h, level)) continue;
      put(col, row, w, h, level);
      area += w * h;
    }
    floorStart = first;
  }
  return { rooms, room, stairs };
}

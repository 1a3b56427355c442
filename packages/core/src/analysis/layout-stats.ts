import type { Grid } from '../grid.js';
import type { Layout } from '../layout.js';
import { layoutCells } from '../layout-cells.js';

/** Figures of a dungeon's layout, beside {@link mazeStats}' texture figures. */
export interface LayoutStats {
  rooms: number;
  doors: number;
  /** Stairs between floors (each counted once). */
  stairs: number;
  roomCells: number;
  corridorCells: number;
  rockCells: number;
  /** Corridor cells over open cells (rooms and corridors). */
  corridorShare: number;
  /** Open cells over all cells. */
  openShare: number;
}

/** Computes {@link LayoutStats} of a maze with a layout (checked, see `layoutCells`); `undefined` without one. */
export function layoutStats(maze: { readonly grid: Grid; readonly layout?: Layout | undefined }): LayoutStats | undefined {
  const cells = layoutCells(maze);
  if (!cells || !maze.layout) return undefined;
  const [rock, corridor, room] = cells.counts;
  const grid = maze.grid;
  let stairs = 0;
  // Bit 4 is the stair up of an orthogonal grid, the only grid a layout may have.
  for (let c = 0; c < grid.size; c++) if (grid.cells[c]! & 16) stairs++;
  const open = corridor + room;
  return {
    rooms: maze.layout.rooms.length,
    doors: maze.layout.doors.length,
    stairs,
    roomCells: room,
    corridorCells: corridor,
    rockCells: rock,
    corridorShare: open ? corridor / open : 0,
    openShare: open / grid.size,
  };
}

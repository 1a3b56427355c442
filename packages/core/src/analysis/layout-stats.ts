import { totalPassages, type Grid } from '../grid.js';
import { CellKind, type Layout } from '../layout.js';
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
  /**
   * Independent loops between places, each room counted as one place (its own inner loops
   * left out): 0 when exactly one way leads between any two places.
   */
  loops: number;
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
  // Loops of the graph whose nodes are corridor cells and whole rooms: E - V + components.
  let inner = 0;
  for (const r of maze.layout.rooms) inner += (r.width - 1) * r.height + r.width * (r.height - 1);
  const places = corridor + maze.layout.rooms.length;
  const loops = places === 0 ? 0 : totalPassages(grid) - inner - places + components(grid, cells.kinds);
  return {
    rooms: maze.layout.rooms.length,
    doors: maze.layout.doors.length,
    stairs,
    roomCells: room,
    corridorCells: corridor,
    rockCells: rock,
    corridorShare: open ? corridor / open : 0,
    openShare: open / grid.size,
    loops,
  };
}

/** Connected pieces of the open (non-rock) cells, through their passages. */
function components(grid: Grid, kinds: Uint8Array): number {
  const seen = new Uint8Array(grid.size);
  const queue = new Int32Array(grid.size);
  let count = 0;
  for (let s = 0; s < grid.size; s++) {
    if (seen[s] || kinds[s] === CellKind.ROCK) continue;
    count++;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    seen[s] = 1;
    while (head < tail) {
      const c = queue[head++]!;
      const bits = grid.cells[c]!;
      for (let d = 0; d < grid.degree; d++) {
        if (!(bits & (1 << d))) continue;
        const n = grid.neighbor(c, d);
        if (!seen[n]) {
          seen[n] = 1;
          queue[tail++] = n;
        }
      }
    }
  }
  return count;
}

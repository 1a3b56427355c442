// Tile counts computed straight from a maze, without the renderer's code: what any reader of
// the written map must find.
import { CellKind, layoutCells, type Maze } from '@mazekit/core';

/** Counts per floor: floor, door and stair tiles, and every other (solid) tile. */
export interface Counts {
  floor: number;
  door: number;
  stair: number;
  solid: number;
}

export function expectedCounts(maze: Maze): Counts[] {
  const { grid } = maze;
  const layout = layoutCells(maze);
  const out: Counts[] = [];
  const blocks = (2 * grid.width + 1) * (2 * grid.height + 1);
  for (let level = 0; level < grid.levels; level++) {
    const c: Counts = { floor: 0, door: 0, stair: 0, solid: 0 };
    for (let cell = level * grid.plane; cell < (level + 1) * grid.plane; cell++) {
      const bits = grid.cells[cell]!;
      const rock = layout?.kinds[cell] === CellKind.ROCK;
      if (!rock) {
        if (bits & 48) c.stair++;
        else c.floor++;
      }
      for (const d of [1, 2]) {
        if (!(bits & (1 << d))) continue;
        if (layout && layout.doors[cell]! & (1 << d)) c.door++;
        else c.floor++;
      }
      // The corner south-east of a cell is floor inside a room.
      const r = layout?.room[cell] ?? -1;
      if (r >= 0 && grid.col(cell) < grid.width - 1 && grid.row(cell) < grid.height - 1 && layout!.room[cell + grid.width + 1] === r) c.floor++;
    }
    c.solid = blocks - c.floor - c.door - c.stair;
    out.push(c);
  }
  return out;
}

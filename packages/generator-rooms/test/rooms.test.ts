import { CellKind, OrthogonalGrid, createRng, generate, layoutCells, layoutStats, mazeStats, parseMaze, stringifyMaze } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { carveRooms, generator } from '../src/index.js';

const dungeon = (width: number, height: number, options: Record<string, number | string> = {}, levels = 1, seed = 'dungeon') =>
  generate(generator, { width, height, levels, seed, options });

/** Open cells reachable from `from` without `door`: how many places the passage joins by itself. */
function regionCount(maze: ReturnType<typeof dungeon>): number {
  // Regions: rooms, and stretches of corridor joined by plain openings (not doors, not stairs).
  const cells = layoutCells(maze)!;
  const { grid } = maze;
  const seen = new Int32Array(grid.size).fill(-1);
  let regions = 0;
  for (let s = 0; s < grid.size; s++) {
    if (seen[s] !== -1 || cells.kinds[s] === CellKind.ROCK) continue;
    const queue = [s];
    seen[s] = regions;
    for (let i = 0; i < queue.length; i++) {
      const c = queue[i]!;
      for (let d = 0; d < 4; d++) {
        if (!grid.isOpen(c, d) || cells.doors[c]! & (1 << d)) continue;
        const n = grid.neighbor(c, d);
        if (seen[n] === -1) {
          seen[n] = regions;
          queue.push(n);
        }
      }
    }
    regions++;
  }
  return regions;
}

describe('rooms and mazes', () => {
  it('places the rooms it is asked for, of sizes in the range, apart from each other', () => {
    const maze = dungeon(60, 40, { rooms: 12, roomSize: '3..9' });
    const { rooms } = maze.layout!;
    expect(rooms).toHaveLength(12);
    for (const r of rooms) {
      expect(r.width).toBeGreaterThanOrEqual(3);
      expect(r.width).toBeLessThanOrEqual(9);
      expect(r.height).toBeGreaterThanOrEqual(3);
      expect(r.height).toBeLessThanOrEqual(9);
    }
    // No two rooms touch, not even at a corner.
    for (let i = 0; i < rooms.length; i++) {
      for (let j = i + 1; j < rooms.length; j++) {
        const a = rooms[i]!;
        const b = rooms[j]!;
        const apart = a.col + a.width < b.col || b.col + b.width < a.col || a.row + a.height < b.row || b.row + b.height < a.row;
        expect(apart).toBe(true);
      }
    }
  });

  it('covers the density asked for when no count is given, up to what random placement fits', () => {
    for (const density of [0.2, 0.35]) {
      const maze = dungeon(120, 120, { density, roomSize: '3..7' });
      const share = layoutStats(maze)!.roomCells / maze.grid.size;
      expect(share).toBeGreaterThanOrEqual(density);
      expect(share).toBeLessThan(density + 0.02);
    }
    // Rooms a cell apart, thrown at random, fill up near 40%: a higher density ends when the attempts do.
    const full = layoutStats(dungeon(120, 120, { density: 0.9, roomSize: '3..7' }))!;
    expect(full.roomCells / (120 * 120)).toBeGreaterThan(0.3);
  });

  it('with no extra doors, one way leads between any two places: the regions form a tree', () => {
    for (const seed of ['a', 'b', 'c']) {
      const maze = dungeon(50, 30, { extraDoors: 0, deadEnds: 1 }, 1, seed);
      // Inside a room there are loops; between regions, doors make a tree: regions - 1 doors.
      expect(maze.layout!.doors.length).toBe(regionCount(maze) - 1);
    }
  });

  it('extra doors add loops between regions, more with a higher chance', () => {
    const loops = (extraDoors: number) => {
      const maze = dungeon(80, 60, { extraDoors, deadEnds: 1 });
      return maze.layout!.doors.length - (regionCount(maze) - 1);
    };
    expect(loops(0)).toBe(0);
    const some = loops(0.3);
    expect(some).toBeGreaterThan(0);
    expect(loops(0.9)).toBeGreaterThan(some);
  });

  it('fills every dead end with deadEnds 0, and keeps them all with 1: rock only where corridors were filled', () => {
    const none = dungeon(60, 40, { deadEnds: 0 });
    const cells = layoutCells(none)!;
    for (let c = 0; c < none.grid.size; c++) {
      const bits = none.grid.cells[c]!;
      if (cells.kinds[c] === CellKind.CORRIDOR) expect(bits & (bits - 1)).not.toBe(0);
    }
    expect(cells.counts[CellKind.ROCK]).toBeGreaterThan(0);
    const all = dungeon(60, 40, { deadEnds: 1 });
    expect(layoutCells(all)!.counts[CellKind.ROCK]).toBe(0);
    const half = dungeon(60, 40, { deadEnds: 0.5 });
    const ends = (m: typeof half) => mazeStats(m.grid).deadEnds;
    expect(ends(half)).toBeGreaterThan(ends(none));
    expect(ends(half)).toBeLessThan(ends(all));
  });

  it('straight corridors run longer than twisty ones', () => {
    const turns = (winding: number) => {
      const maze = dungeon(80, 80, { winding, deadEnds: 1, density: 0.1 });
      const { grid } = maze;
      let bends = 0;
      for (let c = 0; c < grid.size; c++) {
        const b = grid.cells[c]!;
        if (b === (1 | 4) || b === (1 | 8) || b === (2 | 4) || b === (2 | 8)) bends++;
      }
      return bends;
    };
    expect(turns(0)).toBeLessThan(turns(1) * 0.7);
  });

  it('joins floors by stairs inside rooms, one between each pair of floors', () => {
    const maze = dungeon(30, 20, {}, 4);
    const stats = layoutStats(maze)!;
    expect(stats.stairs).toBe(3);
    for (let level = 0; level < 4; level++) expect(maze.layout!.rooms.some((r) => r.level === level)).toBe(true);
  });

  it('round-trips through maze JSON with its layout', () => {
    const maze = dungeon(40, 25, { extraDoors: 0.3 }, 2);
    const back = parseMaze(stringifyMaze(maze));
    expect(back.layout).toEqual(maze.layout);
    expect(Array.from(back.grid.cells)).toEqual(Array.from(maze.grid.cells));
  });

  it('refuses a bad room size in one line, through the generator and the bare function', () => {
    expect(() => dungeon(10, 10, { roomSize: '9..3' })).toThrow(/^@mazekit\/generator-rooms: option roomSize must be a side or a range of sides like "3..9" .*, got "9..3"$/);
    expect(() => dungeon(10, 10, { roomSize: 'big' })).toThrow(/got "big"/);
    expect(() => carveRooms(new OrthogonalGrid(5, 5), createRng(1), { winding: 2 })).toThrow(/option winding must be a number from 0 to 1, got 2/);
    expect(carveRooms(new OrthogonalGrid(5, 5), createRng(1), { roomSize: '2' }).rooms[0]).toMatchObject({ width: 2, height: 2 });
  });

  it('carves a 1x1 grid as one room, and a narrow one as rooms and corridors', () => {
    expect(dungeon(1, 1).layout!.rooms).toEqual([{ col: 0, row: 0, width: 1, height: 1, level: 0 }]);
    const narrow = dungeon(1, 30, { roomSize: '1..3' });
    expect(narrow.layout!.rooms.length).toBeGreaterThan(1);
  });
});

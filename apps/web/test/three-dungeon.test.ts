import { CellKind, layoutCells, shortestPath } from '@mazekit/core';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { DOOR_FRAME, ROCK_HEIGHT, ROCK_REACH, forEachDoorPiece, forEachRockRun, type WorldBox } from '../src/three/dungeon-geometry.js';
import { EYE_HEIGHT, WALL_HEIGHT, WALL_THICKNESS, forEachWallRun } from '../src/three/geometry.js';
import { Walker, facingTo } from '../src/three/walker.js';

const maze = dungeonMaze();
const { grid } = maze;
const layout = layoutCells(maze)!;

describe('a dungeon in the 3D view', () => {
  it('rock runs cover exactly the rock cells, widened past the walls around them, higher than the walls', () => {
    const covered: number[] = [];
    const runs = forEachRockRun(grid, layout.kinds, ([x, y, z, sx, sy, sz]) => {
      expect(sy).toBe(ROCK_HEIGHT);
      expect(ROCK_HEIGHT).toBeGreaterThan(WALL_HEIGHT);
      expect(y).toBeCloseTo(ROCK_HEIGHT / 2);
      expect(ROCK_REACH).toBeGreaterThan(WALL_THICKNESS / 2);
      expect(sz).toBeCloseTo(1 + 2 * ROCK_REACH);
      const length = sx - 2 * ROCK_REACH;
      for (let k = 0; k < Math.round(length); k++) covered.push(Math.floor(z) * grid.width + Math.round(x - length / 2) + k);
    });
    const rock = [...layout.kinds.keys()].filter((c) => layout.kinds[c] === CellKind.ROCK);
    expect(covered.sort((a, b) => a - b)).toEqual(rock);
    expect(runs).toBe(4);
  });

  it('every wall beside rock lies inside a rock block, so the rock reads as one mass', () => {
    const blocks: WorldBox[] = [];
    forEachRockRun(grid, layout.kinds, (box) => blocks.push(box));
    // Strictly inside: a wall face in the plane of a rock face would flicker through it.
    const inside = (px: number, pz: number) => blocks.some(([x, , z, sx, , sz]) => Math.abs(px - x) < sx / 2 - 1e-6 && Math.abs(pz - z) < sz / 2 - 1e-6);
    let beside = 0;
    forEachWallRun(grid, grid.cells, (x, _y, z, length, alongX) => {
      // Each unit of the run, with the cells on either side of it.
      for (let k = 0; k < length; k++) {
        const [ux, uz] = alongX ? [x - length / 2 + k + 0.5, z] : [x, z - length / 2 + k + 0.5];
        const sides = alongX ? [[ux, uz - 0.5], [ux, uz + 0.5]] : [[ux - 0.5, uz], [ux + 0.5, uz]];
        const rock = sides.some(([cx, cz]) => cx! > 0 && cz! > 0 && cx! < grid.width && cz! < grid.height && layout.kinds[Math.floor(cz!) * grid.width + Math.floor(cx!)] === CellKind.ROCK);
        if (!rock) continue;
        beside++;
        // Both faces of the wall, half a thickness either side of its line.
        const [ax, az, bx, bz] = alongX ? [ux, uz - WALL_THICKNESS / 2, ux, uz + WALL_THICKNESS / 2] : [ux - WALL_THICKNESS / 2, uz, ux + WALL_THICKNESS / 2, uz];
        expect(inside(ax, az) && inside(bx, bz)).toBe(true);
      }
    });
    expect(beside).toBeGreaterThan(0);
  });

  it('each door has a frame of two jambs and a lintel over the walker\'s eye, in the opening', () => {
    const pieces: WorldBox[] = [];
    const doors = forEachDoorPiece(grid, layout.doors, (box) => pieces.push(box));
    expect(doors).toBe(maze.layout!.doors.length);
    expect(pieces).toHaveLength(3 * doors);
    // Frames come cell by cell, an east door before a south one.
    const ordered = maze.layout!.doors
      .map(({ from, to }) => [Math.min(from, to), Math.max(from, to)] as const)
      .sort(([a, b], [c, d]) => a - c || (b === a + 1 ? 0 : 1) - (d === c + 1 ? 0 : 1));
    ordered.forEach(([a, b], i) => {
      const east = b === a + 1;
      const [col, row] = [a % grid.width, Math.floor(a / grid.width)];
      for (const [j, [x, y, z, sx, sy, sz]] of pieces.slice(3 * i, 3 * i + 3).entries()) {
        // Across the line between the two cells, within the opening and clear of the walls' ends.
        const [across, along, size] = east ? [x, z, sz] : [z, x, sx];
        expect(across).toBeCloseTo(east ? col + 1 : row + 1);
        const start = east ? row : col;
        expect(along - size / 2).toBeGreaterThanOrEqual(start + WALL_THICKNESS / 2 - 1e-9);
        expect(along + size / 2).toBeLessThanOrEqual(start + 1 - WALL_THICKNESS / 2 + 1e-9);
        expect(y + sy / 2).toBeCloseTo(DOOR_FRAME.height);
        // The middle piece is the lintel: it leaves the walker's eye free.
        if (j === 1) expect(y - sy / 2).toBeGreaterThan(EYE_HEIGHT);
        else expect(y - sy / 2).toBeCloseTo(0);
      }
    });
  });

  it('the walker goes from the start into a room through its door, never into rock', () => {
    // Into the middle of the 4 × 3 room at col 4, row 4: only a door leads in.
    const inRoom = 5 * grid.width + 5;
    expect(layout.kinds[inRoom]).toBe(CellKind.ROOM);
    const route = shortestPath(grid, maze.start!, inRoom)!;
    const walker = new Walker(grid, route[0]!);
    let throughDoors = 0;
    for (const next of route.slice(1)) {
      const facing = facingTo(grid.width, walker.cell, next);
      expect(facing).toBeGreaterThanOrEqual(0);
      walker.facing = facing as 0 | 1 | 2 | 3;
      const from = walker.cell;
      expect(walker.step()).toBe(true);
      expect(walker.cell).toBe(next);
      expect(layout.kinds[next]).not.toBe(CellKind.ROCK);
      const d = grid.directionTo(from, next);
      if (layout.doors[from]! & (1 << d)) throughDoors++;
    }
    expect(throughDoors).toBeGreaterThan(0);
    // Rock has no way in: from every open cell beside it, facing it, the walker stays put.
    for (let c = 0; c < grid.size; c++) {
      if (layout.kinds[c] === CellKind.ROCK) continue;
      for (let f = 0; f < 4; f++) {
        const n = grid.neighbor(c, [0, 2, 1, 3][f]!);
        if (n < 0 || layout.kinds[n] !== CellKind.ROCK) continue;
        const stuck = new Walker(grid, c, f as 0 | 1 | 2 | 3);
        expect(stuck.step()).toBe(false);
        expect(stuck.cell).toBe(c);
      }
    }
  });
});

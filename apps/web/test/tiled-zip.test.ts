import { CellKind, createRng, generate, layoutCells } from '@mazekit/core';
import { generator as rooms } from '@mazekit/generator-rooms';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { TiledTile, renderTiled } from '@mazekit/render-tiled';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gridOf } from '../src/shape/grid-of.js';
import { tiledZip } from '../src/tiled-zip.js';

interface TileLayer {
  type: string;
  name: string;
  width: number;
  height: number;
  data: number[];
}

describe('the Tiled download', () => {
  const maze = generate(rooms, { width: 20, height: 14, levels: 2, seed: 'tiled', options: { rooms: 5 } });

  it('zips the map (render-tiled\'s bytes) with the tileset picture it names, side by side', () => {
    const zip = tiledZip(maze, 'maze-rooms-20x14x2-tiled');
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).sort()).toEqual(['maze-rooms-20x14x2-tiled.tmj', 'mazekit-tiles.png']);
    const tiled = renderTiled(maze);
    expect(strFromU8(files[zip.map]!)).toBe(tiled.map);
    expect(files[zip.tileset]).toEqual(tiled.tileset);
    const map = JSON.parse(tiled.map) as { tilesets: { image: string }[]; layers: TileLayer[] };
    expect(map.tilesets[0]!.image).toBe(zip.tileset);
    // The same seed gives the same zip, byte for byte.
    expect(tiledZip(maze, 'maze-rooms-20x14x2-tiled').bytes).toEqual(zip.bytes);
  });

  it('has one tile layer per floor of the block grid, its rock, door and floor tiles counted from the maze', () => {
    const map = JSON.parse(strFromU8(unzipSync(tiledZip(maze, 'm').bytes)['m.tmj']!)) as { width: number; height: number; layers: TileLayer[] };
    const floors = map.layers.filter((l) => l.type === 'tilelayer');
    expect(floors.map((l) => l.name)).toEqual(['floor 1', 'floor 2']);
    expect([map.width, map.height]).toEqual([41, 29]);
    const cells = layoutCells(maze)!;
    const count = (tile: number) => floors.reduce((n, l) => n + l.data.filter((gid) => gid === tile + 1).length, 0);
    // A cell's block (2x + 1, 2y + 1) is rock exactly where the cell is; every door is one door block between its two cells.
    const plane = 20 * 14;
    for (let c = 0; c < maze.grid.size; c++) {
      const level = Math.floor(c / plane);
      const x = (c % plane) % 20;
      const y = Math.floor((c % plane) / 20);
      const gid = floors[level]!.data[(2 * y + 1) * 41 + 2 * x + 1]!;
      expect(gid === TiledTile.ROCK + 1, `cell ${c}`).toBe(cells.kinds[c] === CellKind.ROCK);
    }
    expect(count(TiledTile.ROCK)).toBeGreaterThanOrEqual(cells.counts[CellKind.ROCK]);
    expect(cells.counts[CellKind.ROCK]).toBeGreaterThan(0);
    expect(count(TiledTile.DOOR_EW) + count(TiledTile.DOOR_NS)).toBe(maze.layout!.doors.length);
    for (const l of floors) expect(l.data).toHaveLength(41 * 29);
  });

  it('refuses a shape Tiled maps cannot hold, in one line', () => {
    const grid = gridOf({ shape: 'hex', width: 6, height: 5, levels: 1, rings: 1 });
    const hexMaze = { grid, generator: 'backtracker', seed: 'h' };
    backtracker.carve(grid, createRng('h'));
    expect(() => tiledZip(hexMaze, 'h')).toThrow(/square mazes only/);
  });
});

import { mazeFromJSON, maskCells, maskGrid, OrthogonalGrid, parseMaze, parseTextMask, type Grid, type Maze } from '@mazekit/core';
import { dfsGridMaze, wilsonMaze } from '@mazekit/testkit';
import { ITiledMap } from '@workadventure/tiled-map-type-guard';
import { shape as weave } from '@mazekit/grid-weave';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TiledTile, renderTiled, renderer, tileGrid } from '../src/index.js';
import { expectedCounts } from './expected.js';

const DOC = {
  format: 'mazekit/1', topology: 'orthogonal', width: 5, height: 3, levels: 1, generator: 'rooms', seed: 'door',
  cells: [6, 14, 12, 12, 10, 5, 9, 0, 0, 3, 0, 0, 4, 12, 9],
  rooms: [{ col: 0, row: 0, width: 2, height: 2, level: 0 }, { col: 2, row: 2, width: 2, height: 1, level: 0 }],
  doors: [[1, 2], [13, 14]],
};
const dungeon = (): Maze => parseMaze(readFileSync(new URL('./examples/dungeon-2-floors.json', import.meta.url), 'utf8'));

function counts(tiles: Uint32Array) {
  const by = new Map<number, number>();
  for (const t of tiles) by.set(t, (by.get(t) ?? 0) + 1);
  return by;
}

describe('the block grid as tiles', () => {
  it('draws the dungeon of the format document tile by tile', () => {
    const t = tileGrid(mazeFromJSON(DOC));
    const F = TiledTile.FLOOR + 1, W = TiledTile.WALL + 1, R = TiledTile.ROCK + 1, D = TiledTile.DOOR_NS + 1;
    const rows = Array.from({ length: t.height }, (_, y) => Array.from(t.floors[0]!.subarray(y * t.width, (y + 1) * t.width)));
    expect(rows).toEqual([
      [W, W, W, W, W, W, W, W, W, W, W],
      [W, F, F, F, D, F, F, F, F, F, W],
      [W, F, F, F, W, W, W, W, W, F, W],
      [W, F, F, F, W, R, R, R, W, F, W],
      [W, W, W, W, W, W, W, W, W, F, W],
      [R, R, R, R, W, F, F, F, D, F, W],
      [R, R, R, R, W, W, W, W, W, W, W],
    ]);
  });

  it('has the counts a reader computes from the maze, for dungeons and perfect mazes', () => {
    for (const maze of [dungeon(), wilsonMaze(9, 6, 3, 'tiles'), mazeFromJSON(DOC)]) {
      const t = tileGrid(maze);
      expectedCounts(maze).forEach((want, level) => {
        const got = counts(t.floors[level]!);
        const of = (...ids: number[]) => ids.reduce((n, id) => n + (got.get(id + 1) ?? 0), 0);
        expect(of(TiledTile.FLOOR)).toBe(want.floor);
        expect(of(TiledTile.DOOR_EW, TiledTile.DOOR_NS)).toBe(want.door);
        expect(of(TiledTile.STAIR_UP, TiledTile.STAIR_DOWN, TiledTile.STAIR_BOTH)).toBe(want.stair);
        expect(of(TiledTile.WALL, TiledTile.ROCK)).toBe(want.solid);
      });
    }
  });

  it('leaves masked-off blocks empty', () => {
    const base = new OrthogonalGrid(4, 3);
    const maze = dfsGridMaze(maskGrid(base, maskCells(base, parseTextMask('##..\n####\n##..'))), 'mask');
    const t = tileGrid(maze);
    expect(t.floors[0]![2 * 9 - 2]).toBe(0); // the block right of cell (3, 0), which is off
    expect(t.floors[0]![9 + 1]).toBe(TiledTile.FLOOR + 1);
  });
});

describe('the Tiled map', () => {
  it('is a map the Tiled type guard accepts, with a layer per floor and the rooms as objects', () => {
    const maze = dungeon();
    maze.start = 0 + maze.layout!.doors[0]!.from;
    const { map, tileset, tilesetImage } = renderTiled(maze, { tileSize: 8 });
    const json = JSON.parse(map) as Record<string, unknown> & { layers: { name: string; type: string; objects?: { type: string; width: number }[] }[] };
    const checked = ITiledMap.safeParse(json);
    expect(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3))).toBe(true);
    expect(json.layers.filter((l) => l.type === 'tilelayer').map((l) => l.name)).toEqual(['floor 1', 'floor 2']);
    const rooms = json.layers.filter((l) => l.type === 'objectgroup').flatMap((l) => l.objects!).filter((o) => o.type === 'room');
    expect(rooms).toHaveLength(maze.layout!.rooms.length);
    expect(tilesetImage).toBe('mazekit-tiles.png');
    expect(Array.from(tileset.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(renderer.render(maze, { format: 'tiled', tileSize: 8 })).toBe(map);
    expect(renderer.render(maze, { format: 'tiled-tileset', tileSize: 8 })).toEqual(tileset);
  });

  it('refuses other shapes, bad colours and bad formats in one line', () => {
    expect(() => renderer.render(mazeFromJSON(DOC), { format: 'tmx' })).toThrow(/^@mazekit\/render-tiled: format must be tiled or tiled-tileset, got "tmx"$/);
    // The tileset is the map's: it is refused wherever the map is, though it is drawn without one.
    const woven: Maze<Grid> = { grid: weave.create({ width: 5, height: 5, crossings: 0 }), generator: 'none', seed: 's' };
    for (const format of ['tiled', 'tiled-tileset']) {
      expect(() => renderer.render(woven, { format })).toThrow(/^@mazekit\/render-tiled: writes square mazes only \(a Tiled map of blocks\), got .*; draw other shapes as svg or png$/);
    }
    expect(() => renderTiled(mazeFromJSON(DOC), { wallColor: 'notacolour' })).toThrow(/option wallColor must be a CSS colour: .*; got "notacolour"/);
    expect(() => renderTiled(mazeFromJSON(DOC), { rockColor: '#0008' })).toThrow(/option rockColor must be an opaque colour/);
    expect(() => renderTiled(mazeFromJSON(DOC), { tileSize: 1 })).toThrow(/option tileSize must be an integer from 2 to 256, got 1/);
  });
});

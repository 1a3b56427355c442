import type { Grid, Maze } from '@mazekit/core';
import { resolveTiledOptions, type TiledOptions } from './options.js';
import { tileGrid } from './tile-grid.js';
import { tilesetImage } from './tileset-image.js';
import { TILE_CLASSES, TILE_COUNT } from './tiles.js';

/** A written Tiled map: the `.tmj` text and the tileset picture it points to. */
export interface TiledMap {
  /** The map, Tiled's JSON map format (`.tmj`), with its tileset embedded. */
  readonly map: string;
  /** The tileset picture, a PNG, to be saved as `tilesetImage` beside the map. */
  readonly tileset: Uint8Array;
  /** The file name the map gives the tileset picture. */
  readonly tilesetImage: string;
}

const TILED_VERSION = '1.10.2';
const FORMAT_VERSION = '1.10';

/** The numbers of a tile layer as JSON text, without building one big array of strings first. */
function dataText(tiles: Uint32Array): string {
  const parts: string[] = [];
  for (let i = 0; i < tiles.length; i += 65536) parts.push(tiles.subarray(i, i + 65536).join(','));
  return `[${parts.join(',')}]`;
}

/**
 * Writes `maze` as a Tiled map: a square maze (masked or not) becomes its `(2w+1) × (2h+1)`
 * block grid, one tile layer per floor (`floor 1`, `floor 2`, …; floors above the first hidden,
 * as Tiled stacks layers), one object layer per floor holding the dungeon's rooms as rectangles
 * (class `room`) and the start and goal as points. The tileset is embedded: floor, wall, rock,
 * two doors, three stairs, each tile with its class and a `collides` property for games; its
 * picture is returned beside the map. Map properties name the generator and seed.
 */
export function renderTiled(maze: Maze<Grid>, options?: TiledOptions): TiledMap {
  const o = resolveTiledOptions(options);
  const tiles = tileGrid(maze);
  const ts = o.tileSize;
  const image = tilesetImage(ts, o);
  const { grid } = tiles;
  const levels = grid.levels;
  const rooms = maze.layout?.rooms ?? [];
  const layers: string[] = [];
  let id = 1;
  let objectId = 1;
  const cellObject = (name: string, cell: number) => {
    const c = tiles.toBase(cell);
    const inPlane = c % grid.plane;
    const x = ((2 * (inPlane % grid.width) + 1.5) * ts);
    const y = ((2 * Math.floor(inPlane / grid.width) + 1.5) * ts);
    return { level: Math.floor(c / grid.plane), text: `{"id":${objectId++},"name":"${name}","type":"${name}","point":true,"x":${x},"y":${y},"width":0,"height":0,"rotation":0,"visible":true}` };
  };
  const ends = [
    ...(maze.start !== undefined ? [cellObject('start', maze.start)] : []),
    ...(maze.goal !== undefined ? [cellObject('goal', maze.goal)] : []),
  ];
  for (let level = 0; level < levels; level++) {
    const visible = level === 0;
    layers.push(
      `{"id":${id++},"name":"floor ${level + 1}","type":"tilelayer","x":0,"y":0,"width":${tiles.width},"height":${tiles.height},"opacity":1,"visible":${visible},` +
        `"properties":[{"name":"level","type":"int","value":${level}}],"data":${dataText(tiles.floors[level]!)}}`,
    );
    const objects: string[] = [];
    rooms.forEach((r, i) => {
      if (r.level !== level) return;
      objects.push(
        `{"id":${objectId++},"name":"room ${i + 1}","type":"room","x":${(2 * r.col + 1) * ts},"y":${(2 * r.row + 1) * ts},"width":${(2 * r.width - 1) * ts},"height":${(2 * r.height - 1) * ts},"rotation":0,"visible":true,` +
          `"properties":[{"name":"col","type":"int","value":${r.col}},{"name":"row","type":"int","value":${r.row}},{"name":"cols","type":"int","value":${r.width}},{"name":"rows","type":"int","value":${r.height}}]}`,
      );
    });
    for (const e of ends) if (e.level === level) objects.push(e.text);
    if (objects.length > 0) {
      layers.push(`{"id":${id++},"name":"rooms ${level + 1}","type":"objectgroup","draworder":"topdown","x":0,"y":0,"opacity":1,"visible":${visible},"objects":[${objects.join(',')}]}`);
    }
  }
  const tileDefs = TILE_CLASSES.map((t, i) => `{"id":${i},"type":"${t.name}","properties":[{"name":"collides","type":"bool","value":${t.collides}}]}`);
  const tileset =
    `{"firstgid":1,"name":"mazekit","image":${JSON.stringify(o.tilesetImage)},"imagewidth":${image.width},"imageheight":${image.height},` +
    `"tilewidth":${ts},"tileheight":${ts},"tilecount":${TILE_COUNT},"columns":${TILE_COUNT},"margin":0,"spacing":0,"tiles":[${tileDefs.join(',')}]}`;
  const properties = [
    `{"name":"generator","type":"string","value":${JSON.stringify(maze.generator)}}`,
    `{"name":"seed","type":"string","value":${JSON.stringify(maze.seed)}}`,
    `{"name":"levels","type":"int","value":${levels}}`,
  ];
  const map =
    `{"type":"map","version":"${FORMAT_VERSION}","tiledversion":"${TILED_VERSION}","orientation":"orthogonal","renderorder":"right-down",` +
    `"width":${tiles.width},"height":${tiles.height},"tilewidth":${ts},"tileheight":${ts},"infinite":false,"compressionlevel":-1,` +
    `"nextlayerid":${id},"nextobjectid":${objectId},"properties":[${properties.join(',')}],` +
    `"tilesets":[${tileset}],"layers":[${layers.join(',')}]}\n`;
  return { map, tileset: image.png, tilesetImage: o.tilesetImage };
}

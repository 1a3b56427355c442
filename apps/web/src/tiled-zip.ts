import type { Grid, Maze } from '@mazekit/core';
import { renderTiled } from '@mazekit/render-tiled';
import { strToU8, zipSync } from 'fflate';

/** A Tiled map and its tileset picture in one zip, and the file names inside it. */
export interface TiledZip {
  readonly bytes: Uint8Array;
  /** The map, `<name>.tmj`. */
  readonly map: string;
  /** The tileset picture the map names, beside it. */
  readonly tileset: string;
}

/**
 * `maze` as a Tiled map (render-tiled's `.tmj`, the same bytes as `mazekit generate --format
 * tiled`) zipped with the tileset PNG it points to. Tiled's JSON format names its tileset
 * picture by file (it has no embedded image), and Phaser loads the map and the picture
 * separately, so the two travel together and unzip side by side. Throws render-tiled's
 * one-line refusal for shapes it does not write (hex, triangle, polar, weave).
 */
export function tiledZip(maze: Maze<Grid>, name: string): TiledZip {
  const tiled = renderTiled(maze);
  const map = `${name}.tmj`;
  const files = { [map]: strToU8(tiled.map), [tiled.tilesetImage]: tiled.tileset };
  // The PNG is compressed already; the map is text that shrinks well.
  return { bytes: zipSync(files, { level: 6, mtime: new Date('2020-01-01T00:00:00Z') }), map, tileset: tiled.tilesetImage };
}

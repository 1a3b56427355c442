import { MazekitError, describeValue, type Grid, type Maze, type Renderer } from '@mazekit/core';
import { TILED_OPTIONS, resolveTiledOptions, type TiledOptions } from './options.js';
import { PACKAGE } from './package.js';
import { squareBase } from './tile-grid.js';
import { renderTiled } from './tiled.js';
import { tilesetImage } from './tileset-image.js';

/**
 * The Tiled renderer as the CLI and other tools see it: format `tiled` (the `.tmj` map) and
 * `tiled-tileset` (the tileset PNG the map points to, the same for every maze of one tile
 * size and palette).
 */
export const renderer: Renderer<TiledOptions> = {
  id: 'tiled',
  name: 'Tiled map',
  summary: "A Tiled map (.tmj) of the maze's block grid: floor, wall, rock, door and stair tiles, one layer per floor, rooms as objects.",
  package: PACKAGE,
  formats: ['tiled', 'tiled-tileset'],
  extensions: { tiled: 'tmj', 'tiled-tileset': 'png' },
  options: TILED_OPTIONS,
  render(maze: Maze<Grid>, options?: TiledOptions & { format?: string }): string | Uint8Array {
    const { format = 'tiled', ...style } = options ?? {};
    if (format !== 'tiled' && format !== 'tiled-tileset') throw new MazekitError(PACKAGE, `format must be tiled or tiled-tileset, got ${describeValue(format)}`);
    const o = resolveTiledOptions(style);
    // The tileset picture depends on the tile size and colours alone: no map is built for it,
    // so it costs the same for a maze of any size. It is refused where the map is.
    squareBase(maze.grid);
    if (format === 'tiled-tileset') return tilesetImage(o.tileSize, o).png;
    return renderTiled(maze, style).map;
  },
};

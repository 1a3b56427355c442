import type { Maze, OrthogonalGrid } from '@mazekit/core';
import { TILE_NAMES } from './tiles.js';
import { blockVolume } from './volume.js';

/**
 * The block volume as nested arrays, `layers[z][y][x]`: a tile map ready for a game.
 * Floor `k` is `layers[2k]`; odd layers are the in-between layers where stairs pass.
 */
export function blockMatrix(maze: Maze | OrthogonalGrid): number[][][] {
  const { width, height, depth, tiles } = blockVolume(maze);
  const layers: number[][][] = [];
  for (let z = 0; z < depth; z++) {
    const rows: number[][] = [];
    for (let y = 0; y < height; y++) {
      const start = width * (y + height * z);
      rows.push(Array.from(tiles.subarray(start, start + width)));
    }
    layers.push(rows);
  }
  return layers;
}

/**
 * The block volume as JSON (format `mazekit-blocks/1`): the sizes, the tile legend and
 * `layers[z][y][x]`, one row of blocks per line so that it reads like the maze.
 */
export function stringifyBlocks(maze: Maze | OrthogonalGrid): string {
  const layers = blockMatrix(maze);
  const legend = TILE_NAMES.map((name, code) => `"${code}": "${name}"`).join(', ');
  const body = layers.map((rows) => `    [\n${rows.map((r) => `      [${r.join(',')}]`).join(',\n')}\n    ]`).join(',\n');
  return [
    '{',
    '  "format": "mazekit-blocks/1",',
    `  "width": ${layers[0]![0]!.length},`,
    `  "height": ${layers[0]!.length},`,
    `  "depth": ${layers.length},`,
    `  "tiles": { ${legend} },`,
    '  "layers": [',
    body,
    '  ]',
    '}',
    '',
  ].join('\n');
}

import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMaze, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { blockMatrix, blocksText, stringifyBlocks, type TextOptions } from '../src/index.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const update = process.env.UPDATE_FIXTURES === '1';

interface Case {
  name: string;
  make: () => Maze;
  options?: TextOptions;
}

const example = (name: string) => (): Maze => parseMaze(readFileSync(fileURLToPath(new URL(`./examples/${name}`, import.meta.url)), 'utf8'));

const cases: Case[] = [
  { name: 'rooms-24x12', make: example('dungeon.json') },
  { name: 'rooms-24x12-ascii', make: example('dungeon.json'), options: { charset: 'ascii' } },
  { name: 'rooms-14x8x2', make: example('dungeon-2-floors.json'), options: { layers: 'all' } },
  { name: 'dfs-3x2', make: () => dfsMaze(3, 2, 1, 'tiny') },
  { name: 'wilson-8x5', make: () => wilsonMaze(8, 5, 1, 'eight-by-five') },
  { name: 'dfs-12x6-ascii', make: () => dfsMaze(12, 6, 1, 'ascii'), options: { charset: 'ascii' } },
  { name: 'wilson-4x4x2', make: () => wilsonMaze(4, 4, 2, 'two-floors') },
  { name: 'dfs-5x3x3', make: () => dfsMaze(5, 3, 3, 'three-floors') },
  { name: 'dfs-3x3x3-all-layers', make: () => dfsMaze(3, 3, 3, 'all-layers'), options: { layers: 'all', columns: 5 } },
  {
    name: 'wilson-5x4x2-wide-ascii',
    make: () => wilsonMaze(5, 4, 2, 'wide'),
    options: { charset: 'ascii', wallChar: '##', passageChar: '  ', upChar: '/\\', downChar: '\\/', bothChar: '<>', shaftChar: '::', columns: 1 },
  },
];

function golden(file: string, actual: string): void {
  const path = dir + file;
  if (update || !existsSync(path)) {
    if (!update) throw new Error(`missing fixture ${file}; run with UPDATE_FIXTURES=1`);
    writeFileSync(path, actual);
  }
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('golden fixtures: seed + size → exact blocks text and tile matrix', () => {
  for (const c of cases) {
    test(c.name, () => {
      const maze = c.make();
      golden(`${c.name}.txt`, blocksText(maze, c.options));
      const json = stringifyBlocks(maze);
      golden(`${c.name}.json`, json);
      // The JSON is the matrix, and parses back to it.
      const parsed = JSON.parse(json) as { width: number; height: number; depth: number; layers: number[][][] };
      expect(parsed.layers).toEqual(blockMatrix(maze));
      expect([parsed.width, parsed.height, parsed.depth]).toEqual([
        2 * maze.grid.width + 1,
        2 * maze.grid.height + 1,
        2 * maze.grid.levels - 1,
      ]);
    });
  }

  test('no stray fixture files', () => {
    const expected = cases.flatMap((c) => [`${c.name}.json`, `${c.name}.txt`]).sort();
    expect(readdirSync(dir).sort()).toEqual(expected);
  });
});

import { readFileSync } from 'node:fs';
import { Bits, OrthogonalGrid, isMazekitError, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { blocksRowRenderer, blocksText, type TextOptions } from '../src/index.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';

/** Streams one floor through the row renderer, reusing one row buffer as a generator might. */
function streamed(maze: Maze, options?: TextOptions): string {
  const { width, height, cells } = maze.grid;
  const rows = blocksRowRenderer(width, options);
  const buffer = new Uint8Array(width);
  const lines: string[] = [];
  for (let r = 0; r < height; r++) {
    buffer.set(cells.subarray(r * width, (r + 1) * width));
    lines.push(...rows.row(buffer));
  }
  lines.push(rows.end());
  return `${lines.join('\n')}\n`;
}

function thrown(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected a MazekitError');
}

describe('blocksRowRenderer', () => {
  const optionSets: (TextOptions | undefined)[] = [
    undefined,
    { charset: 'ascii' },
    { wallChar: '##', passageChar: '..', upChar: '/\\', downChar: '\\/', bothChar: '<>', shaftChar: '::' },
    { passageChar: '·', columns: 3, labels: false },
  ];

  test('streams exactly what blocksText draws for one floor', () => {
    const mazes = [
      dfsMaze(1, 1, 1, 'one'),
      dfsMaze(1, 9, 1, 'column'),
      dfsMaze(9, 1, 1, 'row'),
      dfsMaze(14, 9, 1, 'shape'),
      wilsonMaze(23, 17, 1, 'odd'),
      wilsonMaze(40, 3, 1, 'flat'),
    ];
    for (const maze of mazes) {
      for (const options of optionSets) expect(streamed(maze, options)).toBe(blocksText(maze, options));
    }
  });

  test('matches the single-floor golden fixtures', () => {
    const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
    expect(streamed(dfsMaze(3, 2, 1, 'tiny'))).toBe(fixture('dfs-3x2'));
    expect(streamed(wilsonMaze(8, 5, 1, 'eight-by-five'))).toBe(fixture('wilson-8x5'));
    expect(streamed(dfsMaze(12, 6, 1, 'ascii'), { charset: 'ascii' })).toBe(fixture('dfs-12x6-ascii'));
  });

  test('draws stair marks and stray border passages as blocksText does', () => {
    const grid = new OrthogonalGrid(3, 2);
    // Directions: 1 south, 2 east.
    grid.link(0, 2);
    grid.link(1, 1);
    grid.link(3, 2);
    grid.link(4, 2);
    grid.link(2, 1);
    const cells = new Uint8Array(grid.cells);
    cells[0]! |= Bits.U;
    cells[2]! |= Bits.D | Bits.E;
    cells[4]! |= Bits.U | Bits.D | Bits.S;
    const odd = new OrthogonalGrid(3, 2, 1, cells);
    for (const options of optionSets) expect(streamed({ grid: odd, generator: 'test', seed: 'x' }, options)).toBe(blocksText(odd, options));
  });

  test('first the top border and cell line, then the line above each row, then the bottom border', () => {
    const grid = new OrthogonalGrid(2, 2);
    grid.link(0, 2);
    grid.link(1, 1);
    grid.link(2, 2);
    const rows = blocksRowRenderer(2, { charset: 'ascii' });
    expect(rows.row(grid.cells.subarray(0, 2))).toEqual(['#####', '#   #']);
    expect(rows.row(grid.cells.subarray(2, 4))).toEqual(['### #', '#   #']);
    expect(rows.end()).toBe('#####');
  });

  test('refuses bad widths, rows, options and calls with one-line errors', () => {
    expect(thrown(() => blocksRowRenderer(0))).toMatch(/render-blocks: row width must be an integer >= 1, got 0/);
    expect(thrown(() => blocksRowRenderer(2.5))).toMatch(/got 2\.5/);
    expect(thrown(() => blocksRowRenderer(3, { wallChar: '##', passageChar: '.' }))).toMatch(/passageChar must be 2 characters wide/);
    const rows = blocksRowRenderer(3);
    expect(thrown(() => rows.end())).toMatch(/end\(\) called before any row/);
    expect(thrown(() => rows.row(new Uint8Array(2)))).toMatch(/a row must have 3 cells, got 2/);
    rows.row(new Uint8Array(3));
    rows.end();
    expect(thrown(() => rows.end())).toMatch(/end\(\) called twice/);
    expect(thrown(() => rows.row(new Uint8Array(3)))).toMatch(/row\(\) called after end\(\)/);
  });
});

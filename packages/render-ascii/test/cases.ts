import { OrthogonalGrid, type Maze } from '@mazekit/core';
import type { AsciiOptions } from '../src/index.js';
import { testMaze } from './maze.js';

/** One golden fixture: a maze made from a seed (or by hand) and how to draw it. */
export interface FixtureCase {
  readonly name: string;
  readonly format: 'ascii' | 'unicode';
  readonly maze: () => Maze;
  readonly options?: AsciiOptions;
}

// Every interior passage open: corners with no arms, single arms and straight walls.
function openField(): Maze {
  const grid = new OrthogonalGrid(3, 3);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      if (c < 2 && !(r === 1 && c === 0)) grid.link(grid.index(c, r), 2);
      if (r < 2 && !(r === 0 && c === 2)) grid.link(grid.index(c, r), 1);
    }
  }
  return { grid, generator: 'hand', seed: '0', start: 0, goal: 8 };
}

export const cases: readonly FixtureCase[] = [
  { name: 'ascii-5x5', format: 'ascii', maze: () => testMaze(5, 5, 1, '000') },
  { name: 'unicode-5x5', format: 'unicode', maze: () => testMaze(5, 5, 1, '000') },
  { name: 'ascii-12x6-solved', format: 'ascii', maze: () => testMaze(12, 6, 1, 'golden', true) },
  { name: 'unicode-12x6-solved', format: 'unicode', maze: () => testMaze(12, 6, 1, 'golden', true) },
  { name: 'unicode-12x6-ends-only', format: 'unicode', maze: () => testMaze(12, 6, 1, 'golden', true), options: { solution: false } },
  { name: 'ascii-5x4x3-solved', format: 'ascii', maze: () => testMaze(5, 4, 3, 'floors', true) },
  { name: 'unicode-5x4x3-solved', format: 'unicode', maze: () => testMaze(5, 4, 3, 'floors', true) },
  {
    name: 'unicode-4x3x2-bare',
    format: 'unicode',
    maze: () => testMaze(4, 3, 2, 'bare', true),
    options: { ends: false, solution: false, stairs: false, labels: false },
  },
  { name: 'ascii-1x1', format: 'ascii', maze: () => testMaze(1, 1) },
  { name: 'unicode-open-3x3', format: 'unicode', maze: openField },
  { name: 'ascii-open-3x3', format: 'ascii', maze: openField },
];

import { generate, solve, type Maze } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import type { IsoOptions } from '../src/index.js';
import { testMaze } from './maze.js';

/** One golden fixture: a seeded maze and how to draw it. */
export interface FixtureCase {
  readonly name: string;
  readonly maze: () => Maze;
  readonly options?: IsoOptions;
}

/** The README's tower: Wilson's algorithm (the generator package, as the README's example runs it), 10 × 8 × 3, seed "tower", solved. */
export const readmeMaze = (): Maze => solve(generate(wilson, { width: 10, height: 8, levels: 3, seed: 'tower' }));

export const cases: readonly FixtureCase[] = [
  { name: 'example', maze: readmeMaze },
  { name: 'iso-5x4', maze: () => testMaze(5, 4, 1, '000') },
  { name: 'iso-6x5-solved', maze: () => testMaze(6, 5, 1, 'golden', true) },
  { name: 'iso-4x3x3-solved', maze: () => testMaze(4, 3, 3, 'floors', true), options: { cellSize: 20 } },
  {
    name: 'iso-4x3x2-heat',
    maze: () => testMaze(4, 3, 2, 'heat', true),
    options: { heatmap: true, heatSteps: 6, solution: false, labels: false, floorGap: 4, backgroundColor: 'none' },
  },
  {
    name: 'iso-styled',
    maze: () => testMaze(5, 3, 2, 'styled', true),
    options: {
      cellSize: 16,
      wallHeight: 0.8,
      wallThickness: 0.3,
      wallColor: '#39f',
      floorColor: '#fed',
      stairs: false,
      routeWallOpacity: 0.5,
      title: 'A "styled" <tower> & more',
    },
  },
];

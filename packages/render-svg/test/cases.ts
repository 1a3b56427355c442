import { OrthogonalGrid, type Maze } from '@mazekit/core';
import type { SvgOptions } from '../src/index.js';
import { testMaze } from './maze.js';

/** One golden fixture: a maze made from a seed (or by hand) and how to draw it. */
export interface FixtureCase {
  readonly name: string;
  readonly maze: () => Maze;
  readonly options?: SvgOptions;
}

/** A 1-row maze open from end to end: its walls are two long runs and two posts. */
export function corridor(length: number): Maze {
  const grid = new OrthogonalGrid(length, 1);
  for (let c = 0; c + 1 < length; c++) grid.link(c, 2);
  return { grid, generator: 'hand', seed: '0', start: 0, goal: length - 1 };
}

export const cases: readonly FixtureCase[] = [
  // The three examples shown in the README (copied to the package folder as example*.svg).
  { name: 'example', maze: () => testMaze(24, 14, 1, 'readme', true) },
  { name: 'example-heatmap', maze: () => testMaze(24, 14, 1, 'readme', true), options: { heatmap: true, solution: false } },
  { name: 'example-levels', maze: () => testMaze(8, 6, 3, 'readme', true), options: { cellSize: 20 } },
  { name: 'svg-5x5', maze: () => testMaze(5, 5, 1, '000') },
  { name: 'svg-8x6-solved', maze: () => testMaze(8, 6, 1, 'golden', true) },
  { name: 'svg-8x6-heatmap', maze: () => testMaze(8, 6, 1, 'golden', true), options: { heatmap: true, heatSteps: 8, solution: false } },
  { name: 'svg-4x3x3-solved', maze: () => testMaze(4, 3, 3, 'floors', true), options: { cellSize: 20 } },
  {
    name: 'svg-4x3x3-row',
    maze: () => testMaze(4, 3, 3, 'floors', true),
    options: { columns: 3, heatmap: true, heatColor: '#063', labels: false, stairs: false, backgroundColor: 'none' },
  },
  {
    name: 'svg-corridor-styled',
    maze: () => corridor(6),
    options: { cellSize: 12.5, wallWidth: 3, padding: 4, wallColor: 'navy', startColor: 'rgb(0, 128, 0)', goalColor: 'hsl(0, 80%, 50%)', title: 'A "corridor" <6 & straight>' },
  },
];

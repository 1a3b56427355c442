import { OrthogonalGrid, orthogonalShape, type Grid, type Maze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { shape as weave } from '@mazekit/grid-weave';
import type { SvgOptions } from '../src/index.js';
import { dungeonMaze } from '@mazekit/testkit';
import { shapeMaze, testMaze } from './maze.js';

/** One golden fixture: a maze made from a seed (or by hand) and how to draw it. */
export interface FixtureCase {
  readonly name: string;
  readonly maze: () => Maze<Grid>;
  readonly options?: SvgOptions;
}

/** A 1-row maze open from end to end: its walls are two long runs and two posts. */
export function corridor(length: number): Maze {
  const grid = new OrthogonalGrid(length, 1);
  for (let c = 0; c + 1 < length; c++) grid.link(c, 2);
  return { grid, generator: 'hand', seed: '0', start: 0, goal: length - 1 };
}

/** Small mazes of each shape: plain, solved, distances, multi-level (hex, triangle), masked, with gaps. */
export const shapeMazes = {
  hex: () => shapeMaze(hex, { width: 7, height: 5 }, 'hex'),
  'hex-solved': () => shapeMaze(hex, { width: 7, height: 5 }, 'hex', true),
  'hex-levels': () => shapeMaze(hex, { width: 5, height: 4, levels: 3 }, 'hex-levels', true),
  // A hexagon-ish board with a hole in the middle.
  'hex-masked': () => shapeMaze(hex, { width: 9, height: 7 }, 'hex-mask', true, (g, c) => Math.abs(g.row(c) - 3) + Math.abs(g.col(c) - 4) < 2),
  triangle: () => shapeMaze(triangle, { width: 11, height: 5 }, 'tri'),
  'triangle-solved': () => shapeMaze(triangle, { width: 11, height: 5 }, 'tri', true),
  'triangle-levels': () => shapeMaze(triangle, { width: 9, height: 4, levels: 2 }, 'tri-levels', true),
  // A big triangle: the cells outside it are off.
  'triangle-masked': () => shapeMaze(triangle, { width: 13, height: 7 }, 'tri-mask', true, (g, c) => Math.abs(g.col(c) - 6) > g.row(c)),
  // Squares with a mask go through the geometry too (a masked grid is not an OrthogonalGrid).
  'square-masked': () => shapeMaze(orthogonalShape, { width: 8, height: 6 }, 'sq-mask', true, (g, c) => g.col(c) >= 3 && g.col(c) <= 4 && g.row(c) >= 2),
  polar: () => shapeMaze(polar, { rings: 5 }, 'polar'),
  'polar-solved': () => shapeMaze(polar, { rings: 5 }, 'polar', true),
  // Part of ring 3 off: the maze wraps around the hole.
  'polar-masked': () => shapeMaze(polar, { rings: 5 }, 'polar-mask', true, (g, c) => g.ring(c) === 3 && g.position(c) < 5),
  // Crossings at the densest: the route goes under some and over others.
  weave: () => shapeMaze(weave, { width: 10, height: 7, crossings: 1 }, 'weave'),
  'weave-solved': () => shapeMaze(weave, { width: 10, height: 7, crossings: 1 }, 'weave', true),
} satisfies Record<string, () => Maze<Grid>>;

const shapeCases: FixtureCase[] = [
  ...Object.entries(shapeMazes).map(([name, maze]) => ({ name: `svg-${name}`, maze, options: { cellSize: 24 } })),
  { name: 'svg-hex-distances', maze: shapeMazes['hex-solved'], options: { cellSize: 24, heatmap: true, heatSteps: 8, solution: false } },
  { name: 'svg-triangle-distances', maze: shapeMazes['triangle-solved'], options: { cellSize: 24, heatmap: true, heatSteps: 8, solution: false } },
  { name: 'svg-polar-distances', maze: shapeMazes['polar-solved'], options: { cellSize: 24, heatmap: true, heatSteps: 8, solution: false } },
  { name: 'svg-weave-distances', maze: shapeMazes['weave-solved'], options: { cellSize: 24, heatmap: true, heatSteps: 8 } },
  { name: 'svg-weave-gaps', maze: shapeMazes['weave-solved'], options: { cellSize: 24, gaps: true } },
  { name: 'svg-hex-gaps', maze: shapeMazes['hex-solved'], options: { cellSize: 24, gaps: true } },
  { name: 'svg-triangle-gaps', maze: shapeMazes['triangle-solved'], options: { cellSize: 24, gaps: true } },
  { name: 'svg-polar-gaps', maze: shapeMazes['polar-solved'], options: { cellSize: 24, gaps: true } },
];

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
  { name: 'svg-8x6-gaps', maze: () => testMaze(8, 6, 1, 'golden', true), options: { gaps: true } },
  // Rock filled, rooms open inside, doors as bars, with the route through them.
  { name: 'svg-dungeon', maze: dungeonMaze, options: { cellSize: 20 } },
  ...shapeCases,
];

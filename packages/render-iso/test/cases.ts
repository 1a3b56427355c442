import { generate, solve, type Grid, type Maze, type OrthogonalGrid } from '@mazekit/core';
import { generator as rooms } from '@mazekit/generator-rooms';
import { generator as wilson } from '@mazekit/generator-wilson';
import { shape as weave } from '@mazekit/grid-weave';
import { dungeonMaze } from '@mazekit/testkit';
import type { IsoOptions } from '../src/index.js';
import { testMaze } from './maze.js';
import { hexMaze, polarMaze, readmeHex, readmeTriangle, triangleMaze } from './shape-mazes.js';

/** One golden fixture: a seeded maze and how to draw it. */
export interface FixtureCase<G extends Grid = OrthogonalGrid> {
  readonly name: string;
  readonly maze: () => Maze<G>;
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

/** Other shapes, drawn through their geometry; the two `example-*` ones are README pictures too. */
export const shapeCases: readonly FixtureCase<Grid>[] = [
  { name: 'example-hex', maze: readmeHex },
  { name: 'example-triangle', maze: readmeTriangle },
  { name: 'hex-4x3x2-heat', maze: () => hexMaze(4, 3, 2, 'heat'), options: { heatmap: true, heatSteps: 6, cellSize: 20, solution: false } },
  { name: 'triangle-7x3x2', maze: () => triangleMaze(7, 3, 2, 'golden'), options: { cellSize: 20 } },
  { name: 'polar-3', maze: () => polarMaze(3, 'golden'), options: { cellSize: 20 } },
];

/** The README's keep: a two-floor dungeon of the rooms generator, seed "keep", solved. */
export const readmeDungeon = (): Maze =>
  solve(generate(rooms, { width: 16, height: 12, levels: 2, seed: 'keep', options: { rooms: 4, roomSize: '3..5', extraDoors: 0.2, deadEnds: 0.5 } }));

/** Dungeons: rock drawn as solid blocks, doors as frames (their walls are not the plain grid's, see dungeon.test.ts). */
export const dungeonCases: readonly FixtureCase[] = [
  { name: 'example-dungeon', maze: readmeDungeon },
  { name: 'dungeon-fixture', maze: dungeonMaze, options: { cellSize: 20 } },
  { name: 'dungeon-styled', maze: dungeonMaze, options: { cellSize: 16, rockColor: 'rebeccapurple', doorColor: '#0a0', solution: false, wallHeight: 0.7 } },
];

/** The README's bridges: a 10 × 8 weave maze of Wilson's algorithm, crossings 0.5, seed "bridges", solved. */
export const readmeWeave = (): Maze<Grid> => solve(generate(wilson, { grid: weave.create({ width: 10, height: 8, crossings: 0.5 }), seed: 'bridges' }));

/** Weave mazes: each crossing a bridge, its corridor beneath at floor level (see weave.test.ts). */
export const weaveCases: readonly FixtureCase<Grid>[] = [
  { name: 'example-weave', maze: readmeWeave },
  { name: 'weave-styled', maze: readmeWeave, options: { cellSize: 18, bridgeColor: '#8d6e63', solution: false, wallHeight: 0.6 } },
];

/** The README pictures: file stem and maze. */
export const readmePictures: readonly (readonly [string, () => Maze<Grid>])[] = [
  ['example', readmeMaze],
  ['example-hex', readmeHex],
  ['example-triangle', readmeTriangle],
  ['example-dungeon', readmeDungeon],
  ['example-weave', readmeWeave],
];

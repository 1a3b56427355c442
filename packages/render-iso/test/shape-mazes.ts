import { generate, solve, type Grid, type Maze } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';

/** A seeded, solved Wilson maze on a hex grid. */
export const hexMaze = (width: number, height: number, levels: number, seed: string): Maze<Grid> =>
  solve(generate(wilson, { grid: hex.create({ width, height, levels }), seed }));

/** A seeded, solved Wilson maze on a triangle grid. */
export const triangleMaze = (width: number, height: number, levels: number, seed: string): Maze<Grid> =>
  solve(generate(wilson, { grid: triangle.create({ width, height, levels }), seed }));

/** A seeded, solved Wilson maze on a polar grid. */
export const polarMaze = (rings: number, seed: string): Maze<Grid> => solve(generate(wilson, { grid: polar.create({ rings }), seed }));

/** The README's hex and triangle towers: 10 × 8 × 3, seed "tower", solved. */
export const readmeHex = (): Maze<Grid> => hexMaze(10, 8, 3, 'tower');
export const readmeTriangle = (): Maze<Grid> => triangleMaze(10, 8, 3, 'tower');

import { maskGrid, orthogonalShape, solve, type Grid, type Maze, type Shape, type ShapeParams } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { dfsGridMaze } from '@mazekit/testkit';

/** A small seeded, solved maze of any shape; cells where `off` is true are masked off. */
function shapeMaze<G extends Grid>(shape: Shape<G>, params: ShapeParams, seed: string, off?: (grid: G, cell: number) => boolean): Maze<Grid> {
  const base = shape.create(params);
  const grid: Grid = off ? maskGrid(base, Uint8Array.from({ length: base.size }, (_, c) => (off(base, c) ? 0 : 1))) : base;
  return solve(dfsGridMaze(grid, seed));
}

/** One maze per shape and variant the pixel tests sample. */
export const shapeMazes = {
  hex: () => shapeMaze(hex, { width: 7, height: 5 }, 'hex'),
  'hex-levels': () => shapeMaze(hex, { width: 5, height: 4, levels: 3 }, 'hex-levels'),
  'hex-masked': () => shapeMaze(hex, { width: 9, height: 7 }, 'hex-mask', (g, c) => Math.abs(g.row(c) - 3) + Math.abs(g.col(c) - 4) < 2),
  triangle: () => shapeMaze(triangle, { width: 11, height: 5 }, 'tri'),
  'triangle-levels': () => shapeMaze(triangle, { width: 9, height: 4, levels: 2 }, 'tri-levels'),
  'triangle-masked': () => shapeMaze(triangle, { width: 13, height: 7 }, 'tri-mask', (g, c) => Math.abs(g.col(c) - 6) > g.row(c)),
  'square-masked': () => shapeMaze(orthogonalShape, { width: 8, height: 6 }, 'sq-mask', (g, c) => g.col(c) >= 3 && g.col(c) <= 4 && g.row(c) >= 2),
  polar: () => shapeMaze(polar, { rings: 5 }, 'polar'),
  'polar-masked': () => shapeMaze(polar, { rings: 5 }, 'polar-mask', (g, c) => g.ring(c) === 3 && g.position(c) < 5),
} satisfies Record<string, () => Maze<Grid>>;

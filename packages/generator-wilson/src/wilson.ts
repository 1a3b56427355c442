import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carveWilsonGraph } from './wilson-graph.js';
import { carveWilsonOrthogonal } from './wilson-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with Wilson's
 * algorithm (loop-erased random walks): every spanning tree of the grid is equally likely.
 * Unchecked: use `generator.carve` for checked input.
 *
 * Tracer events: `visit` for the first cell of the maze; for each walk, `head` on every
 * step, `extend` as the tentative path grows, `erase` with the cells of each erased loop;
 * when the walk meets the maze, `join` with the path's cells, then `carve` and `visit` for
 * each of them. With or without a tracer the same `rng` gives the same maze.
 */
export function carveWilson(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carveWilsonOrthogonal(grid, rng);
  } else {
    carveWilsonGraph(grid, rng, tracer);
  }
}

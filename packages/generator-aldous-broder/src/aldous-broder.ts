import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carveAldousBroderGraph } from './aldous-broder-graph.js';
import { carveAldousBroderOrthogonal } from './aldous-broder-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with the
 * Aldous-Broder algorithm (a random walk that keeps the first entrance into each cell):
 * every spanning tree of the grid is equally likely, but the walk is slow to finish.
 * Unchecked: use `generator.carve` for checked input.
 *
 * Tracer events: `visit` and `head` for the start cell; then `head` on every step of the
 * walker, preceded by `carve` and `visit` when the step enters a cell for the first time.
 * With or without a tracer the same `rng` gives the same maze.
 */
export function carveAldousBroder(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carveAldousBroderOrthogonal(grid, rng);
  } else {
    carveAldousBroderGraph(grid, rng, tracer);
  }
}

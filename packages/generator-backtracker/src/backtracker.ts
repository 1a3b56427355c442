import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carveBacktrackerGraph } from './backtracker-graph.js';
import { carveBacktrackerOrthogonal } from './backtracker-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with the recursive
 * backtracker: a randomized depth-first search that walks to a random unvisited neighbour
 * and steps back when there is none. Unchecked: use `generator.carve` for checked input.
 *
 * Tracer events: `visit` and `head` for the start cell; then per step forward `carve`,
 * `visit` and `head` for the new cell; per step back `backtrack` with the cell returned to.
 * With or without a tracer the same `rng` gives the same maze.
 */
export function carveBacktracker(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carveBacktrackerOrthogonal(grid, rng);
  } else {
    carveBacktrackerGraph(grid, rng, tracer);
  }
}

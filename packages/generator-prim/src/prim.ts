import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carvePrimGraph } from './prim-graph.js';
import { carvePrimOrthogonal } from './prim-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with Prim's algorithm
 * proper: every edge gets a random weight, and the maze grows from a random cell by always
 * opening the lightest edge between the maze and a cell outside it, which builds the
 * minimum spanning tree of the weights. Unchecked: use `generator.carve` for checked input.
 *
 * Tracer: `visit` when a cell joins, `carve` for its passage, `frontier` when a cell first
 * touches the maze. An `OrthogonalGrid` carved without a tracer takes a hand-tuned path
 * that makes the same random choices, so the maze is the same either way.
 */
export function carvePrim(grid: Grid, rng: Rng, tracer?: Tracer): void {
  // The fast path packs a padded index and a direction into one Int32: index × 8 < 2^31.
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carvePrimOrthogonal(grid, rng);
  } else {
    carvePrimGraph(grid, rng, tracer);
  }
}

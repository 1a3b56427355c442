import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carvePrimSimplifiedGraph } from './prim-simplified-graph.js';
import { carvePrimSimplifiedOrthogonal } from './prim-simplified-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with simplified Prim's
 * algorithm: grow the maze from a random cell, each step opening a uniformly random edge
 * between the maze and a cell outside it. Unchecked: use `generator.carve` for checked input.
 *
 * Tracer: `visit` when a cell joins, `carve` for its passage, `frontier` when a cell first
 * touches the maze. An `OrthogonalGrid` carved without a tracer takes a hand-tuned path
 * that makes the same random choices, so the maze is the same either way.
 */
export function carvePrimSimplified(grid: Grid, rng: Rng, tracer?: Tracer): void {
  // The fast path packs a padded index and a direction into one Int32: index × 8 < 2^31.
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carvePrimSimplifiedOrthogonal(grid, rng);
  } else {
    carvePrimSimplifiedGraph(grid, rng, tracer);
  }
}

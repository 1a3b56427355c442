import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carvePrimModifiedGraph } from './prim-modified-graph.js';
import { carvePrimModifiedOrthogonal } from './prim-modified-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with modified Prim's
 * algorithm, the one most often called "Prim's" in maze writing: grow the maze from a random
 * cell, each step taking a uniformly random frontier cell (outside the maze, next to it) and
 * opening a passage to a random maze cell beside it. Unchecked: use `generator.carve` for
 * checked input.
 *
 * Tracer: `visit` when a cell joins, `carve` for its passage, `frontier` when a cell first
 * touches the maze. An `OrthogonalGrid` carved without a tracer takes a hand-tuned path
 * that makes the same random choices, so the maze is the same either way.
 */
export function carvePrimModified(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carvePrimModifiedOrthogonal(grid, rng);
  } else {
    carvePrimModifiedGraph(grid, rng, tracer);
  }
}

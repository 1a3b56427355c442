import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carveGrowingTreeGraph } from './growing-tree-graph.js';
import { carveGrowingTreeOrthogonal } from './growing-tree-orthogonal.js';
import { type GrowingTreeOptions, POLICIES } from './policy.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with the growing tree
 * algorithm: keep a list of active cells, starting with one random cell; each step picks an
 * active cell by `policy`, opens a passage to a random unvisited neighbour and makes that
 * neighbour active, or retires the cell when it has none. `newest` behaves like the
 * recursive backtracker, `random` like Prim's, `oldest` makes long straight runs from the
 * start; `mixed` (the default) takes the newest with probability `ratio` (default 0.5) and a
 * random one otherwise. Unchecked: use `generator.carve` for checked options.
 *
 * Tracer: `head` for the cell grown from, `visit` and `carve` for each new cell, `frontier`
 * when a cell becomes active. An `OrthogonalGrid` carved without a tracer takes a
 * hand-tuned path that makes the same random choices, so the maze is the same either way.
 */
export function carveGrowingTree(grid: Grid, rng: Rng, options: GrowingTreeOptions = {}, tracer?: Tracer): void {
  const policy = POLICIES[options.policy ?? 'mixed'];
  const ratio = options.ratio ?? 0.5;
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carveGrowingTreeOrthogonal(grid, rng, policy, ratio);
  } else {
    carveGrowingTreeGraph(grid, rng, policy, ratio, tracer);
  }
}

import { type Grid, isOrthogonal, paddedFits, type Rng, type Tracer } from '@mazekit/core';
import { carveHuntAndKillGraph } from './hunt-and-kill-graph.js';
import { carveHuntAndKillOrthogonal } from './hunt-and-kill-orthogonal.js';

/**
 * Carves a perfect maze into `grid` (which must have no passages yet) with hunt-and-kill:
 * random walks until stuck, then a hunt in cell index order for the first unvisited cell
 * beside the maze. Unchecked: use `generator.carve` for checked input.
 *
 * Tracer events: `head` for each walk step and each cell the hunt examines, `visit` and
 * `carve` for each new cell. An `OrthogonalGrid` carved without a tracer takes a hand-tuned
 * path that makes the same random choices, so with or without a tracer the maze is the same.
 */
export function carveHuntAndKill(grid: Grid, rng: Rng, tracer?: Tracer): void {
  if (tracer === undefined && isOrthogonal(grid) && paddedFits(grid)) {
    carveHuntAndKillOrthogonal(grid, rng);
  } else {
    carveHuntAndKillGraph(grid, rng, tracer);
  }
}

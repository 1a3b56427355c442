import type { Grid } from '../grid.js';
import { totalPassages } from '../grid.js';
import { degreeHistogram } from './dead-ends.js';
import { longestPath } from './longest-path.js';
import { reachableCount } from './perfect.js';

/** Figures that describe a maze's texture. */
export interface MazeStats {
  cells: number;
  passages: number;
  deadEnds: number;
  /** `deadEnds / cells`. */
  deadEndRatio: number;
  /** Steps along the longest path (see {@link longestPath}). */
  longestPath: number;
  /** Cells with 2 passages (corridor cells). */
  corridors: number;
  /** Cells with 3 or more passages. */
  junctions: number;
  /** Mean number of passages per junction cell beyond the way in: 0 when there are none. */
  branching: number;
  /** Cells reachable from cell 0. */
  reachable: number;
  /** Independent loops: passages - cells + 1 when connected (0 for a perfect maze). */
  loops: number;
  /** Spanning tree: connected, no loops. */
  perfect: boolean;
}

/** Computes {@link MazeStats} in three linear passes. */
export function mazeStats(grid: Grid): MazeStats {
  const hist = degreeHistogram(grid);
  const passages = totalPassages(grid);
  const reachable = reachableCount(grid);
  let junctions = 0;
  let branchSum = 0;
  for (let k = 3; k < hist.length; k++) {
    junctions += hist[k]!;
    branchSum += hist[k]! * (k - 1);
  }
  const deadEndCount = hist[1] ?? 0;
  return {
    cells: grid.size,
    passages,
    deadEnds: deadEndCount,
    deadEndRatio: deadEndCount / grid.size,
    longestPath: longestPath(grid).length,
    corridors: hist[2] ?? 0,
    junctions,
    branching: junctions ? branchSum / junctions : 0,
    reachable,
    loops: reachable === grid.size ? passages - grid.size + 1 : 0,
    perfect: reachable === grid.size && passages === grid.size - 1,
  };
}

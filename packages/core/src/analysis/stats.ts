import type { Grid } from '../grid.js';
import { totalPassages } from '../grid.js';
import { degreeHistogram } from './dead-ends.js';
import { longestPath } from './longest-path.js';
import { distances } from './distances.js';
import { firstOpenCell } from './longest-path.js';

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
  /** Cells reachable from the first cell with a passage (cell 0 in a perfect maze). */
  reachable: number;
  /**
   * Independent loops: passages - open cells + 1 when every cell with a passage is reachable
   * (0 for a perfect maze); cells with no passage (a dungeon's rock) are left out.
   */
  loops: number;
  /** Spanning tree: connected, no loops. */
  perfect: boolean;
}

/** Computes {@link MazeStats} in three linear passes. */
export function mazeStats(grid: Grid): MazeStats {
  const hist = degreeHistogram(grid);
  const passages = totalPassages(grid);
  const dist = distances(grid, firstOpenCell(grid));
  let reachable = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c] !== -1) reachable++;
  // Cells with no passage are rock unless the maze is that one cell.
  const open = grid.size === 1 ? 1 : grid.size - hist[0]!;
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
    loops: reachable === open ? passages - open + 1 : 0,
    perfect: reachable === grid.size && passages === grid.size - 1,
  };
}

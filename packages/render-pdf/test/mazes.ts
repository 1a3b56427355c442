import { solve, type Maze } from '@mazekit/core';
import { dfsMaze } from '@mazekit/testkit';

/** A solved maze from the testkit's seeded depth-first search (entrance and exit at the ends of the longest path). */
export function solvedMaze(width: number, height: number, seed: string, levels = 1): Maze {
  return solve(dfsMaze(width, height, levels, seed));
}

/** `count` solved mazes, seeds `<prefix>-1` … */
export function solvedMazes(count: number, width: number, height: number, prefix: string, levels = 1): Maze[] {
  return Array.from({ length: count }, (_, i) => solvedMaze(width, height, `${prefix}-${i + 1}`, levels));
}

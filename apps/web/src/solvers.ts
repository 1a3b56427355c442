import type { Solver } from '@mazekit/core';
import { solver as aStar } from '@mazekit/solver-a-star';
import { solver as bfs } from '@mazekit/solver-bfs';
import { solver as deadEndFilling } from '@mazekit/solver-dead-end-filling';
import { solver as pledge } from '@mazekit/solver-pledge';
import { solver as randomMouse } from '@mazekit/solver-random-mouse';
import { solver as tremaux } from '@mazekit/solver-tremaux';
import { solver as wallFollower } from '@mazekit/solver-wall-follower';

/** Every solver the page offers, in menu order: the walkers first, then the fillers and floods. */
export const SOLVERS: readonly Solver[] = [wallFollower, pledge, tremaux, randomMouse, deadEndFilling, bfs, aStar];

/** The bundled solver with this id, or `undefined`. */
export function findSolver(id: string): Solver | undefined {
  return SOLVERS.find((s) => s.id === id);
}

/** Why `solver` cannot walk a maze of this many levels, as one line, or `''` when it can. */
export function solverRefusal(solver: Pick<Solver, 'id' | 'name' | 'followsStairs'>, levels: number): string {
  return levels > 1 && !solver.followsStairs ? `${solver.name} cannot follow stairs: it solves single-level mazes only` : '';
}

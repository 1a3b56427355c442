import type { Solver } from '@mazekit/core';
import { SOLVERS as INSTALLED } from 'virtual:mazekit-solvers';

/**
 * Menu order of the solvers that come with mazekit: the walkers first, then the fillers and
 * floods. Any other solver package in package.json follows them by id: `generator-packages.ts`
 * builds `virtual:mazekit-solvers` from the dependencies, so adding one is a dependency line
 * (which `pnpm new:solver` writes).
 */
const ORDER = ['wall-follower', 'pledge', 'tremaux', 'random-mouse', 'dead-end-filling', 'bfs', 'a-star'];

function rank(s: Solver): number {
  const i = ORDER.indexOf(s.id);
  return i < 0 ? ORDER.length : i;
}

/** Every solver the page offers, in menu order. */
export const SOLVERS: readonly Solver[] = [...INSTALLED].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The bundled solver with this id, or `undefined`. */
export function findSolver(id: string): Solver | undefined {
  return SOLVERS.find((s) => s.id === id);
}

/** Why `solver` cannot walk a maze of this many levels, as one line, or `''` when it can. */
export function solverRefusal(solver: Pick<Solver, 'id' | 'name' | 'followsStairs'>, levels: number): string {
  return levels > 1 && !solver.followsStairs ? `${solver.name} cannot follow stairs: it solves single-level mazes only` : '';
}

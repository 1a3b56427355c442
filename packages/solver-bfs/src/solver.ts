import { type Solver, defineSolver } from '@mazekit/core';
import { floodSolve } from './flood.js';

/** Breadth-first flood: complete and shortest on every maze and shape, stairs included. */
export const solver: Solver = defineSolver({
  id: 'bfs',
  name: 'Breadth-first flood',
  summary: 'Floods outwards from the start one ring of distance at a time, then walks the distances back: always a shortest route.',
  package: '@mazekit/solver-bfs',
  complete: true,
  shortest: true,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  // Each cell is taken from the queue at most once.
  maxSteps: (grid) => grid.size,
  solve: (grid, job) => floodSolve(grid, job.start, job.goal, job.tracer),
});

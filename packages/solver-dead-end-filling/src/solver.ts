import { type Solver, defineSolver } from '@mazekit/core';
import { fillDeadEnds } from './fill.js';

/** Dead-end filling: complete on every maze and shape, stairs included; no randomness. */
export const solver: Solver = defineSolver({
  id: 'dead-end-filling',
  name: 'Dead-end filling',
  summary: 'Fills every dead end back to its junction until only the routes are left (on a perfect maze, just the route), then walks what is left.',
  package: '@mazekit/solver-dead-end-filling',
  complete: true,
  shortest: false,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  // Each cell is filled at most once; the walk enters each cell left once and steps back out once.
  maxSteps: (grid) => 3 * grid.size,
  solve: (grid, job) => fillDeadEnds(grid, job.start, job.goal, job.tracer),
});

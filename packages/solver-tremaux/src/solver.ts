import { type Solver, defineSolver } from '@mazekit/core';
import { tremaux } from './tremaux.js';

/** Trémaux's algorithm: complete on every maze and shape, stairs included; no randomness. */
export const solver: Solver = defineSolver({
  id: 'tremaux',
  name: "Trémaux's algorithm",
  summary: 'Marks each passage it walks and never walks one a third time: a depth-first search with chalk, sure to find the goal in any maze.',
  package: '@mazekit/solver-tremaux',
  complete: true,
  shortest: false,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  // Each passage is walked at most twice, and a cell has at most `degree` passage ends.
  maxSteps: (grid) => grid.size * grid.degree,
  solve: (grid, job) => tremaux(grid, job.start, job.goal, job.tracer),
});

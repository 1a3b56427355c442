import { type Solver, defineSolver } from '@mazekit/core';
import { randomMouse } from './mouse.js';

/** Moves a mouse may make per cell of the maze before it gives up, unless told otherwise. */
const BUDGET = 100;

/** The random mouse: seeded, incomplete (it runs out of steps), on every maze and shape, stairs included. */
export const solver: Solver = defineSolver({
  id: 'random-mouse',
  name: 'Random mouse',
  summary: 'Follows each passage and picks a random way at every junction, with no memory: it gets there in the end, or runs out of steps.',
  package: '@mazekit/solver-random-mouse',
  complete: false,
  shortest: false,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  random: true,
  options: [
    { name: 'budget', type: 'number', integer: true, min: 1, max: 1_000_000, default: BUDGET, description: 'moves per cell of the maze before the mouse gives up' },
  ],
  maxSteps: (grid, options) => grid.size * (options.budget as number),
  solve: (grid, job) => randomMouse(grid, job.start, job.goal, job.rng, grid.size * (job.options.budget as number), job.tracer),
});

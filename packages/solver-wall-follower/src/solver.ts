import { type Solver, defineSolver } from '@mazekit/core';
import { type Hand, followWall } from './follow-wall.js';

/** The wall follower: one hand on the wall (`hand`: `right`, the default, or `left`). */
export const solver: Solver = defineSolver({
  id: 'wall-follower',
  name: 'Wall follower',
  summary: 'Keeps one hand on the wall: tours a perfect maze to its goal; on a maze with loops it may circle an island, and gives up when it does.',
  package: '@mazekit/solver-wall-follower',
  complete: true,
  shortest: false,
  mazes: 'perfect',
  needsSideOrder: true,
  followsStairs: true,
  options: [{ name: 'hand', type: 'choice', choices: ['right', 'left'], default: 'right', description: 'the hand kept on the wall' }],
  // One step per open dart at most: the walk is one cycle of the darts' permutation.
  maxSteps: (grid) => grid.size * grid.degree,
  solve: (grid, job) => followWall(grid, job.start, job.goal, job.sides!, job.options.hand as Hand, job.tracer),
});

import { type Solver, defineSolver } from '@mazekit/core';
import { type Hand, pledge } from './pledge.js';

/** The Pledge algorithm: heads for the goal, follows walls counting its turns; one floor only. */
export const solver: Solver = defineSolver({
  id: 'pledge',
  name: 'Pledge algorithm',
  summary: 'Heads for the goal and follows each wall it meets, counting its turns, until they add up to nothing: escapes islands, yet may miss a goal inside the maze.',
  package: '@mazekit/solver-pledge',
  complete: false,
  shortest: false,
  mazes: 'any',
  needsSideOrder: true,
  followsStairs: false,
  options: [{ name: 'hand', type: 'choice', choices: ['right', 'left'], default: 'right', description: 'the hand put on a wall' }],
  // Heading walks visit each cell at most once, and each starts at most one wall-following;
  // a wall-following goes round its cycle of at most `moves` moves at most `moves / 2 + 2` times.
  maxSteps: (grid) => {
    const moves = grid.size * grid.degree;
    return grid.size + grid.size * moves * (moves / 2 + 2);
  },
  solve: (grid, job) => pledge(grid, job.start, job.goal, job.sides!, job.options.hand as Hand, job.tracer),
});

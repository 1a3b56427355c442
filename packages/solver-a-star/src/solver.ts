import { type Solver, defineSolver, shapeOf } from '@mazekit/core';
import { aStar } from './a-star.js';

/** A*: complete and shortest on every maze and shape with a geometry, stairs included. */
export const solver: Solver = defineSolver({
  id: 'a-star',
  name: 'A*',
  summary: 'Searches outwards from the start, cells nearest the goal as the crow flies first: a shortest route, usually after far fewer cells than a flood.',
  package: '@mazekit/solver-a-star',
  complete: true,
  shortest: true,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  unsupported: (grid) =>
    shapeOf(grid) ? undefined : `a-star measures distances with a shape's geometry; the ${grid.topology} grid has no shape`,
  // Each cell is settled at most once.
  maxSteps: (grid) => grid.size,
  solve: (grid, job) => aStar(grid, job.start, job.goal, job.tracer),
});

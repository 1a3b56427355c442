// Solvers for the testkit's own tests: one correct flood and broken ones, each breaking one
// promise, so the tests can show the solver suite catches every kind of breakage.
import { type Grid, type SolveResult, type SolverSpec, defineSolver, shortestPath } from '@mazekit/core';

function flood(grid: Grid, start: number, goal: number): SolveResult {
  const route = shortestPath(grid, start, goal);
  return { route, effort: { visited: route ? route.length : 1, steps: route ? route.length - 1 : 0, backtracks: 0, gaveUp: false } };
}

const base: SolverSpec = {
  id: 'good-flood',
  name: 'Good flood',
  summary: 'Core shortest path, as a solver.',
  package: 'testkit-good-flood',
  complete: true,
  shortest: true,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  maxSteps: (grid) => grid.size,
  solve: (grid, job) => {
    const r = flood(grid, job.start, job.goal);
    if (r.route) job.tracer?.route?.(r.route);
    return r;
  },
};

export const goodFlood = defineSolver(base);

/** Steps straight from the start to the goal, through walls. */
export const throughWalls = defineSolver({
  ...base,
  id: 'through-walls',
  solve: (grid, job) => {
    const route = job.start === job.goal ? [job.start] : [job.start, job.goal];
    job.tracer?.route?.(route);
    return { route, effort: { visited: route.length, steps: route.length - 1, backtracks: 0, gaveUp: false } };
  },
});

/** Claims shortest routes but, where a maze has a loop, takes the way round it that avoids the first step of the shortest one. */
export const notShortest = defineSolver({
  ...base,
  id: 'not-shortest',
  solve: (grid, job) => {
    const r = flood(grid, job.start, job.goal);
    if (!r.route || r.route.length < 2) return r;
    const alt = shortestPathAvoiding(grid, job.start, job.goal, r.route[1]!);
    const route = alt && alt.length > r.route.length ? alt : r.route;
    job.tracer?.route?.(route);
    return { route, effort: { ...r.effort, visited: route.length, steps: route.length - 1 } };
  },
});

function shortestPathAvoiding(grid: Grid, start: number, goal: number, avoid: number): number[] | null {
  if (avoid === goal) return null;
  const copy = grid.clone();
  for (let d = 0; d < copy.degree; d++) if (copy.neighbor(avoid, d) >= 0 && copy.isOpen(avoid, d)) copy.unlink(avoid, d);
  return shortestPath(copy, start, goal);
}

/** Says it is complete but gives up whenever the route is longer than 3 cells. */
export const givesUpEarly = defineSolver({
  ...base,
  id: 'gives-up-early',
  solve: (grid, job) => {
    const r = flood(grid, job.start, job.goal);
    if (r.route && r.route.length > 3) return { route: null, effort: { ...r.effort, gaveUp: true } };
    if (r.route) job.tracer?.route?.(r.route);
    return r;
  },
});

/** Never tells the tracer the route it found. */
export const silentTracer = defineSolver({
  ...base,
  id: 'silent-tracer',
  solve: (grid, job) => flood(grid, job.start, job.goal),
});

/** Walks further than its own bound says it ever does. */
export const overBound = defineSolver({
  ...base,
  id: 'over-bound',
  maxSteps: () => 0,
});

/** Draws a random number without declaring it. */
export const secretDraws = defineSolver({
  ...base,
  id: 'secret-draws',
  solve: (grid, job) => {
    job.rng();
    return base.solve(grid, job);
  },
});

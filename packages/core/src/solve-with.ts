import type { Grid } from './grid.js';
import type { Maze } from './maze.js';
import { createRng } from './create-rng.js';
import { seedToString, type Seed } from './rng.js';
import { longestPath } from './analysis/longest-path.js';
import type { Solver, SolverOptions, SolveResult } from './solver.js';
import type { SolveTracer } from './solve-tracer.js';

/** What {@link solveWith} takes besides the solver and the maze. */
export interface SolveWithOptions {
  /** Seeds the rng of a solver that draws; default the maze's own seed. */
  readonly seed?: Seed;
  readonly tracer?: SolveTracer;
  readonly options?: SolverOptions;
}

/**
 * Solves `maze` with `solver` between the maze's start and goal (the two ends of its longest
 * path when it names none, as core's `solve` picks them), seeding the rng from `seed` or the
 * maze's seed: the same maze, solver and seed give the same route and effort everywhere.
 * Leaves the maze as it is; returns the result with the ends it used.
 */
export function solveWith<G extends Grid>(solver: Solver, maze: Maze<G>, opts: SolveWithOptions = {}): SolveResult & { readonly start: number; readonly goal: number } {
  let start = maze.start;
  let goal = maze.goal;
  if (start === undefined || goal === undefined) {
    const ends = longestPath(maze.grid);
    start ??= ends.start;
    goal ??= ends.goal;
  }
  const rng = createRng(seedToString(opts.seed ?? maze.seed));
  const result = solver.solve(maze.grid, { start, goal, rng, tracer: opts.tracer, options: opts.options });
  return { route: result.route, effort: result.effort, start, goal };
}

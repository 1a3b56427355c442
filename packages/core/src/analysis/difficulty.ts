import type { Grid } from '../grid.js';
import { createRng } from '../create-rng.js';
import type { Solver } from '../solver.js';
import { assertCell } from './distances.js';
import { shortestPath } from './shortest-path.js';

/** What {@link difficulty} measures. */
export interface Difficulty {
  /** Cells on the shortest route, start and goal included. */
  readonly routeCells: number;
  /** The route's share of the reachable cells. */
  readonly routeShare: number;
  /** Cells on the route (goal left out) with a way off it: the places a solver can go wrong. */
  readonly decisions: number;
  /** Reachable cells off the route: the wrong branches, all told. */
  readonly branchCells: number;
  /** The mean size of the wrong branches at a decision (0 with none). */
  readonly meanBranch: number;
  /** Mean steps of the given random mouse over the trials, per reachable cell (absent without one). */
  readonly mouseSteps?: number;
  /** How many of those trials the mouse gave up (ran out of moves). */
  readonly mouseGaveUp?: number;
  /** Mean steps of the given wall follower, both hands, per reachable cell (absent without one). */
  readonly followerSteps?: number;
  /**
   * The score: for every decision on the route, log2(1 + the cells of the wrong branches
   * leaving it), summed. A route with no decision scores 0; every decision adds at least 1,
   * and a decision whose wrong branches hold many cells adds more (about one bit per doubling).
   */
  readonly score: number;
}

/** What {@link difficulty} takes besides the maze and its ends. */
export interface DifficultyOptions {
  /** A random-mouse solver whose mean effort to measure (it must draw: `random` true). */
  readonly mouse?: Solver;
  /** A wall follower whose effort to measure with `hand` left and right. */
  readonly follower?: Solver;
  /** Seeded mouse runs; default 8. */
  readonly trials?: number;
  /** Seed of the mouse runs (run `i` uses `<seed>/<i>`); default `difficulty`. */
  readonly seed?: string;
}

/**
 * How hard the maze is to solve from `start` to `goal`, measured as Walter Pullen's *Think
 * Labyrinth* and Michael McClendon's "The Complexity and Difficulty of a Maze" (Bridges 2001)
 * describe it: not by the route's length alone but by the choices along it and what a wrong
 * choice costs. The score takes McClendon's form, a logarithm of a product over the parts of
 * the maze, with our own parts: each decision on the route weighs 1 + the cells of the wrong
 * branches leaving it (each cell off the route belongs to the route cell nearest it). It
 * needs no solver, so it is the same wherever it is computed; the mouse and follower efforts
 * are reported beside it when their solvers are given. Throws when the goal cannot be reached.
 */
export function difficulty(grid: Grid, start: number, goal: number, opts: DifficultyOptions = {}): Difficulty {
  assertCell(grid, start, 'start');
  assertCell(grid, goal, 'goal');
  const route = shortestPath(grid, start, goal);
  if (!route) throw new Error(`@mazekit/core: goal ${goal} cannot be reached from start ${start}, so the maze has no difficulty`);
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  // Each cell's route cell: a breadth-first search from every route cell at once.
  const owner = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let tail = 0;
  for (const c of route) {
    owner[c] = c;
    queue[tail++] = c;
  }
  const branch = new Int32Array(size);
  for (let head = 0; head < tail; head++) {
    const c = queue[head]!;
    const bits = cells[c]!;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0 || owner[n] !== -1) continue;
      owner[n] = owner[c]!;
      branch[owner[c]!]!++;
      queue[tail++] = n;
    }
  }
  const reachable = tail;
  let decisions = 0;
  let score = 0;
  for (let i = 0; i < route.length - 1; i++) {
    const b = branch[route[i]!]!;
    if (b === 0) continue;
    decisions++;
    score += Math.log2(1 + b);
  }
  const branchCells = reachable - route.length;
  const out: { -readonly [K in keyof Difficulty]: Difficulty[K] } = {
    routeCells: route.length,
    routeShare: route.length / reachable,
    decisions,
    branchCells,
    meanBranch: decisions ? branchCells / decisions : 0,
    score,
  };
  if (opts.mouse) {
    const trials = opts.trials ?? 8;
    const seed = opts.seed ?? 'difficulty';
    let steps = 0;
    let gaveUp = 0;
    for (let t = 0; t < trials; t++) {
      const r = opts.mouse.solve(grid, { start, goal, rng: createRng(`${seed}/${t}`) });
      steps += r.effort.steps;
      if (r.effort.gaveUp) gaveUp++;
    }
    out.mouseSteps = steps / trials / reachable;
    out.mouseGaveUp = gaveUp;
  }
  if (opts.follower) {
    let steps = 0;
    for (const hand of ['left', 'right']) steps += opts.follower.solve(grid, { start, goal, options: { hand } }).effort.steps;
    out.followerSteps = steps / 2 / reachable;
  }
  return out;
}

import type { Size } from './size.js';
import type { Plan } from './timing.js';

/** One column of the timing table: a size and how long to spend on it. */
export interface SizePlan {
  readonly size: Size;
  readonly plan: Plan;
}

/** What {@link runBench} measures. */
export interface BenchConfig {
  /** Sizes timed, in table order. */
  readonly sizes: readonly SizePlan[];
  /** The size weighed for memory and compared against the targets (one of `sizes`). */
  readonly main: Size;
  /** Size of the maze rendered to SVG and timed. */
  readonly svg: Size;
  /** Seed of every maze, so every run of the bench makes the same mazes. */
  readonly seed: number;
}

const flat = (width: number, height: number, levels = 1): Size => ({ width, height, levels });

/** The full bench: a few minutes on a 2-core machine. */
export const FULL: BenchConfig = {
  sizes: [
    { size: flat(100, 100), plan: { warmups: 10, warmupMs: 400, runs: 21, budgetMs: 2000 } },
    { size: flat(1000, 1000), plan: { warmups: 2, warmupMs: 0, runs: 7, budgetMs: 8000 } },
    // Every subject is warm from the smaller sizes by now, and a slow one takes many seconds a run.
    { size: flat(2000, 2000), plan: { warmups: 0, warmupMs: 0, runs: 3, budgetMs: 8000 } },
    { size: flat(1000, 1000, 4), plan: { warmups: 0, warmupMs: 0, runs: 3, budgetMs: 8000 } },
  ],
  main: flat(1000, 1000),
  svg: flat(1000, 1000),
  seed: 20261130,
};

/** A smoke run on tiny mazes, for checking that the harness works: about a second. */
export const QUICK: BenchConfig = {
  sizes: [
    { size: flat(20, 20), plan: { warmups: 2, warmupMs: 0, runs: 3, budgetMs: 200 } },
    { size: flat(60, 40), plan: { warmups: 1, warmupMs: 0, runs: 3, budgetMs: 200 } },
    { size: flat(12, 10, 3), plan: { warmups: 1, warmupMs: 0, runs: 3, budgetMs: 200 } },
  ],
  main: flat(60, 40),
  svg: flat(60, 40),
  seed: 20261130,
};

import { performance } from 'node:perf_hooks';
import type { Rng } from '@mazekit/core';

/** How long to time one subject at one size. */
export interface Plan {
  /** Untimed runs first, stopped early once they take a quarter of the budget. */
  readonly warmups: number;
  /** Timed runs at most. */
  readonly runs: number;
  /** No new timed run starts once this many milliseconds were spent (there is always one). */
  readonly budgetMs: number;
}

/** The result of {@link timeRuns}. */
export interface Timing {
  /** Median of the timed runs, in milliseconds. */
  readonly medianMs: number;
  /** Every timed run, in milliseconds, in the order run. */
  readonly samplesMs: readonly number[];
  /** Median process CPU time (user + system) of the timed runs, in milliseconds. */
  readonly cpuMs: number;
  /** What the last run returned, for checking. */
  readonly output: unknown;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Runs `run` under `plan`, each time with a fresh `rng()` made before the clock starts and
 * after a full `collect()`, so one run's garbage is not collected on the next one's time.
 */
export function timeRuns(plan: Plan, rng: () => Rng, run: (rng: Rng) => unknown, collect: () => void): Timing {
  // A property, not a local, so clearing it before each collection is not seen as dead code:
  // the previous maze must be garbage when the next run starts.
  const last: { output: unknown } = { output: undefined };
  let spent = 0;
  for (let i = 0; i < plan.warmups && spent < plan.budgetMs / 4; i++) {
    const r = rng();
    const t0 = performance.now();
    last.output = run(r);
    spent += performance.now() - t0;
  }
  const samplesMs: number[] = [];
  const cpuMs: number[] = [];
  spent = 0;
  while (samplesMs.length < Math.max(1, plan.runs) && (samplesMs.length === 0 || spent < plan.budgetMs)) {
    last.output = undefined;
    collect();
    const r = rng();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    last.output = run(r);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    samplesMs.push(ms);
    cpuMs.push((cpu.user + cpu.system) / 1000);
    spent += ms;
  }
  return { medianMs: median(samplesMs), samplesMs, cpuMs: median(cpuMs), output: last.output };
}

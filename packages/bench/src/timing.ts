import { performance } from 'node:perf_hooks';
import type { Rng } from '@mazekit/core';

/** How long to time one subject at one size. */
export interface Plan {
  /** Untimed runs first, at least this many... */
  readonly warmups: number;
  /** ...and for at least this many milliseconds, so the JIT has tiered up even on a busy machine. */
  readonly warmupMs: number;
  /** Timed runs at most. */
  readonly runs: number;
  /**
   * No new timed run starts once this many milliseconds were spent timing (there is always
   * one), and warm-up stops once it has taken a quarter of it.
   */
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
 * Runs `run` under `plan`, every run drawing on from the same `rng`, so each makes a new
 * maze. One full `collect()` first, so the garbage of whatever ran before is not collected
 * on this subject's time; none between runs, so a subject pays for collecting its own
 * garbage as it would making maze after maze (a forced collection between runs would also
 * throw away optimized code that refers to objects it frees, and time the JIT instead).
 */
export function timeRuns(plan: Plan, rng: Rng, run: (rng: Rng) => unknown, collect: () => void): Timing {
  let output: unknown;
  collect();
  let spent = 0;
  for (let i = 0; (i < plan.warmups || spent < plan.warmupMs) && spent < plan.budgetMs / 4; i++) {
    const t0 = performance.now();
    output = run(rng);
    spent += performance.now() - t0;
  }
  const samplesMs: number[] = [];
  const cpuMs: number[] = [];
  spent = 0;
  while (samplesMs.length < Math.max(1, plan.runs) && (samplesMs.length === 0 || spent < plan.budgetMs)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    output = run(rng);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    samplesMs.push(ms);
    cpuMs.push((cpu.user + cpu.system) / 1000);
    spent += ms;
  }
  return { medianMs: median(samplesMs), samplesMs, cpuMs: median(cpuMs), output };
}

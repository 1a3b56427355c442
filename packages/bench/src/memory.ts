import { performance } from 'node:perf_hooks';
import type { Rng } from '@mazekit/core';

/** What one maze cost in memory, in bytes over the level before it was made. */
export interface MemoryUse {
  /** Most live JS heap + ArrayBuffer bytes seen while making it (a lower bound: it is sampled). */
  readonly peakBytes: number;
  /** What stays once it is finished and garbage is collected: the maze and anything its maker keeps. */
  readonly retainedBytes: number;
  /** How many times use was sampled (1 = only at the end). */
  readonly samples: number;
  /** Bytes of the maze's own storage (its typed array), when the subject can tell. */
  readonly mazeBytes: number | undefined;
}

/** Random draws between two looks at the clock. */
const CHECK_EVERY = 1024;

// Holds the finished maze through the last collection (a local could be seen as dead).
let held: unknown;

function inUse(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Weighs one run of `run` by live bytes, not allocation: garbage (such as the numbers a
 * random generator boxes) is collected before every sample. The baseline is taken after
 * full collections; during the run, through a wrapped `rng` (when the subject draws from the
 * one given), a collection and a sample are made whenever `intervalMs` has passed; at the end,
 * with the result still held, once more. ArrayBuffers are freed by a background sweeper that
 * the next collection waits for, so baseline and end collect twice.
 */
export function measureMemory(
  rng: Rng,
  run: (rng: Rng) => unknown,
  collect: () => void,
  mazeBytes?: (output: unknown) => number,
  intervalMs = 10,
): MemoryUse {
  collect();
  collect();
  const base = inUse();
  let peak = base;
  let samples = 0;
  let draws = 0;
  let last = performance.now();
  const sampling: Rng = () => {
    if (++draws % CHECK_EVERY === 0 && performance.now() - last >= intervalMs) {
      collect();
      peak = Math.max(peak, inUse());
      samples++;
      last = performance.now();
    }
    return rng();
  };
  held = run(sampling);
  collect();
  collect();
  const end = inUse();
  peak = Math.max(peak, end);
  samples++;
  const bytes = mazeBytes?.(held);
  held = undefined;
  return { peakBytes: peak - base, retainedBytes: end - base, samples, mazeBytes: bytes };
}

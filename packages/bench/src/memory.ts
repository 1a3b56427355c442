import type { Rng } from '@mazekit/core';

/** What one maze cost in memory, in bytes over the level before it was made. */
export interface MemoryUse {
  /** Highest JS heap + ArrayBuffer use seen while making it. */
  readonly peakBytes: number;
  /** What stays once it is finished and garbage is collected: the maze itself. */
  readonly retainedBytes: number;
  /** How many times use was sampled during the run (1 = only at the end). */
  readonly samples: number;
  /** Bytes of the maze's own storage (its typed array), when the subject can tell. */
  readonly mazeBytes: number | undefined;
}

/** Draws between two samples of memory use while a maze is made. */
const SAMPLE_EVERY = 4096;

// Holds the finished maze through the last collection (a local could be seen as dead).
let held: unknown;

function inUse(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * Weighs one run of `run`. After a full `collect()` the JS heap plus ArrayBuffer bytes are
 * the baseline; during the run they are sampled every few thousand random draws through a
 * wrapped `rng` (when the subject draws from it) and once at the end, before any collection;
 * then, with the result still held, after a full collection. A collection during the run can
 * free garbage between samples, so the peak is a lower bound of the true one.
 */
export function measureMemory(
  rng: Rng,
  run: (rng: Rng) => unknown,
  collect: () => void,
  mazeBytes?: (output: unknown) => number,
): MemoryUse {
  collect();
  const base = inUse();
  let peak = base;
  let samples = 0;
  let draws = 0;
  const sampling: Rng = () => {
    if (++draws % SAMPLE_EVERY === 0) {
      peak = Math.max(peak, inUse());
      samples++;
    }
    return rng();
  };
  held = run(sampling);
  peak = Math.max(peak, inUse());
  samples++;
  collect();
  const retained = inUse() - base;
  const bytes = mazeBytes?.(held);
  held = undefined;
  return { peakBytes: peak - base, retainedBytes: retained, samples, mazeBytes: bytes };
}

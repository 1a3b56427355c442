import { createRng } from '@mazekit/core';
import { expect, test } from 'vitest';
import { measureMemory, median, timeRuns } from '../src/index.js';

test('median of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow(RangeError);
});

test('timeRuns makes the planned runs, each with a fresh rng, and returns the last output', () => {
  let calls = 0;
  let rngs = 0;
  const timing = timeRuns(
    { warmups: 2, runs: 5, budgetMs: 60_000 },
    () => {
      rngs++;
      return createRng(rngs);
    },
    () => ++calls,
    () => undefined,
  );
  expect(calls).toBe(7);
  expect(rngs).toBe(7);
  expect(timing.samplesMs).toHaveLength(5);
  expect(timing.output).toBe(7);
});

test('timeRuns always makes one timed run, and no more once the budget is spent', () => {
  let calls = 0;
  const timing = timeRuns({ warmups: 3, runs: 9, budgetMs: 0 }, () => createRng(1), () => ++calls, () => undefined);
  expect(timing.samplesMs).toHaveLength(1);
  expect(calls).toBe(1);
});

test('measureMemory sees a held array as retained and samples through the rng', () => {
  const collect = (): void => undefined;
  const use = measureMemory(
    createRng(1),
    (rng) => {
      for (let i = 0; i < 10_000; i++) rng();
      return new Uint8Array(4_000_000);
    },
    collect,
    (output) => (output as Uint8Array).byteLength,
  );
  expect(use.mazeBytes).toBe(4_000_000);
  expect(use.samples).toBe(3);
  expect(use.retainedBytes).toBeGreaterThan(3_500_000);
  expect(use.peakBytes).toBeGreaterThan(3_500_000);
});

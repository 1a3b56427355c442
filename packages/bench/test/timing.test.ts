import { createRng } from '@mazekit/core';
import { expect, test, vi } from 'vitest';
import { collector, measureMemory, median, timeRuns } from '../src/index.js';

test('median of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow(RangeError);
});

test('timeRuns makes the planned runs, all drawing from one rng, and returns the last output', () => {
  let calls = 0;
  const draws: number[] = [];
  const timing = timeRuns(
    { warmups: 2, warmupMs: 0, runs: 5, budgetMs: 60_000 },
    createRng(1),
    (rng) => {
      draws.push(rng());
      return ++calls;
    },
    () => undefined,
  );
  expect(calls).toBe(7);
  expect(new Set(draws).size).toBe(7);
  expect(timing.samplesMs).toHaveLength(5);
  expect(timing.output).toBe(7);
});

test('timeRuns always makes one timed run, and no more once the budget is spent', () => {
  let calls = 0;
  const timing = timeRuns({ warmups: 3, warmupMs: 0, runs: 9, budgetMs: 0 }, createRng(1), () => ++calls, () => undefined);
  expect(timing.samplesMs).toHaveLength(1);
  expect(calls).toBe(1);
});

test('timeRuns keeps warming up until warmupMs has passed, and collects once first', () => {
  // The clock is held by the test: each run takes exactly 10 ms of it, so a loaded machine
  // that deschedules the process cannot change how many warm-ups are counted.
  let clock = 0;
  const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
  let warm = 0;
  let collections = 0;
  try {
    timeRuns(
      { warmups: 1, warmupMs: 30, runs: 1, budgetMs: 1000 },
      createRng(1),
      () => {
        warm++;
        clock += 10;
      },
      () => collections++,
    );
  } finally {
    now.mockRestore();
  }
  // 1 timed run after warm-ups of 10 + 10 + 10 ms: the 30 ms of warmupMs, not the 1 of warmups.
  expect(warm).toBe(4);
  expect(collections).toBe(1);
});

test('measureMemory sees a held array as retained and samples through the rng', () => {
  const collect = collector();
  const use = measureMemory(
    createRng(1),
    (rng) => {
      for (let i = 0; i < 10_000; i++) rng();
      return new Uint8Array(4_000_000);
    },
    collect,
    (output) => (output as Uint8Array).byteLength,
    0,
  );
  expect(use.mazeBytes).toBe(4_000_000);
  // Nine samples during the 10 000 draws (one every 1024) and one at the end.
  expect(use.samples).toBe(10);
  expect(use.retainedBytes).toBeGreaterThan(3_500_000);
  expect(use.retainedBytes).toBeLessThan(4_500_000);
});

test('measureMemory catches a working buffer dropped before the end in its peak', () => {
  const use = measureMemory(
    createRng(1),
    (rng) => {
      // The working buffer lives only while this inner function draws.
      const sum = ((): number => {
        const work = new Uint8Array(16_000_000).fill(1);
        for (let i = 0; i < 4096; i++) rng();
        return work[0]! + work[work.length - 1]!;
      })();
      return new Uint8Array(1_000_000 + sum);
    },
    collector(),
    undefined,
    0,
  );
  expect(use.peakBytes).toBeGreaterThan(15_000_000);
  expect(use.retainedBytes).toBeLessThan(2_000_000);
});

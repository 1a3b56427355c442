import { type BulkRng, type Rng, createRng } from '@mazekit/core';

/** An rng that counts its draws, and how many it has given so far. */
export interface CountingRng {
  readonly rng: Rng;
  /** Draws taken so far, one per `rng()` call plus every number a bulk call handed out. */
  draws(): number;
}

/**
 * Core's seeded rng for `seed`, counting every draw. With `bulk` it keeps the bulk methods
 * (`fill`, `fillInts`) and counts what they hand out; without, it is a plain `() => number`,
 * so a generator falls back to one `rng()` call per draw. Either way the numbers are core's.
 */
export function countingRng(seed: string, bulk: boolean): CountingRng {
  const inner = createRng(seed);
  let count = 0;
  const rng = (): number => {
    count++;
    return inner();
  };
  if (bulk) {
    const withBulk = rng as BulkRng;
    withBulk.fill = (out, start = 0, end = out.length) => {
      inner.fill(out, start, end);
      count += end - start;
      return out;
    };
    withBulk.fillInts = (out, bound, start = 0, end = out.length) => {
      inner.fillInts(out, bound, start, end);
      count += end - start;
      return out;
    };
  }
  return { rng, draws: () => count };
}

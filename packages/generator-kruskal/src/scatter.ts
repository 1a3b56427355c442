import type { Rng } from '@mazekit/core';

/** log2 of the number of buckets {@link scatter} deals into. */
const BUCKET_BITS = 10;

/**
 * Deals `items` into 1024 buckets, each item to a uniformly random one, and returns them
 * grouped by bucket with the bucket boundaries (`starts[b] .. starts[b + 1]`). Shuffling
 * each bucket then gives a uniformly random permutation of all items, with every random
 * swap inside one small bucket instead of across the whole array: far kinder to the cache
 * than one Fisher-Yates pass over millions of items. One draw per item.
 */
export function scatter(items: Int32Array, rng: Rng): { order: Int32Array; starts: Int32Array } {
  const m = items.length;
  const buckets = 1 << BUCKET_BITS;
  const tags = new Uint16Array(m);
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < m; i++) {
    const b = Math.floor(rng() * buckets);
    tags[i] = b;
    starts[b + 1]!++;
  }
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  const fill = starts.slice(0, buckets);
  const order = new Int32Array(m);
  for (let i = 0; i < m; i++) order[fill[tags[i]!]!++] = items[i]!;
  return { order, starts };
}

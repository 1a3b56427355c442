import type { Rng } from '@mazekit/core';

/** log2 of the number of buckets {@link shuffle} deals into. */
const BUCKET_BITS = 10;

/**
 * Returns `items` in uniformly random order, in two cache-friendly steps: each item is
 * dealt into one of 1024 buckets at random, then each bucket is shuffled with Fisher-Yates,
 * every swap inside one small bucket instead of across the whole array (far kinder to the
 * cache than one pass over millions of items). Random bucket plus random order inside it is
 * a uniformly random order of all the items. Two draws per item: all buckets first, then
 * the swaps, bucket by bucket.
 */
export function shuffle(items: Int32Array, rng: Rng): Int32Array {
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
  for (let b = 0; b < buckets; b++) {
    const end = starts[b + 1]!;
    for (let i = starts[b]!; i < end; i++) {
      const j = i + Math.floor(rng() * (end - i));
      const item = order[j]!;
      order[j] = order[i]!;
      order[i] = item;
    }
  }
  return order;
}

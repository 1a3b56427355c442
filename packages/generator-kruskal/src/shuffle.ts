import type { Rng } from '@mazekit/core';

/** log2 of the number of buckets {@link shuffle} deals into. */
const BUCKET_BITS = 10;

/** Items dealt into buckets: each item's bucket, and where each bucket starts (one more entry, the end). */
export interface Deal {
  readonly tags: Uint16Array;
  readonly starts: Int32Array;
}

/** The first of {@link shuffle}'s two steps for `count` items: a random bucket for each, in item order. */
export function deal(count: number, rng: Rng): Deal {
  const buckets = 1 << BUCKET_BITS;
  const tags = new Uint16Array(count);
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < count; i++) {
    const b = Math.floor(rng() * buckets);
    tags[i] = b;
    starts[b + 1]!++;
  }
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  return { tags, starts };
}

/**
 * The second of {@link shuffle}'s steps: `order` holds the items grouped by bucket as
 * {@link deal} placed them; each bucket is shuffled in place with Fisher-Yates, bucket by bucket.
 */
export function shuffleBuckets(order: Int32Array, starts: Int32Array, rng: Rng): Int32Array {
  for (let b = 0; b < starts.length - 1; b++) {
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

/**
 * Returns `items` in uniformly random order, in two cache-friendly steps: each item is
 * dealt into one of 1024 buckets at random, then each bucket is shuffled with Fisher-Yates,
 * every swap inside one small bucket instead of across the whole array (far kinder to the
 * cache than one pass over millions of items). Random bucket plus random order inside it is
 * a uniformly random order of all the items. Two draws per item: all buckets first, then
 * the swaps, bucket by bucket.
 */
export function shuffle(items: Int32Array, rng: Rng): Int32Array {
  const { tags, starts } = deal(items.length, rng);
  const fill = starts.slice(0, starts.length - 1);
  const order = new Int32Array(items.length);
  for (let i = 0; i < items.length; i++) order[fill[tags[i]!]!++] = items[i]!;
  return shuffleBuckets(order, starts, rng);
}

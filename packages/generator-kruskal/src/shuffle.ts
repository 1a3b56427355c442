import { type Rng, drawFloats, drawInts } from '@mazekit/core';

/** log2 of the number of buckets {@link shuffle} deals into. */
const BUCKET_BITS = 10;
/** Draws {@link shuffleBuckets} takes at a time. */
const CHUNK = 4096;

/** Items dealt into buckets: each item's bucket, and where each bucket starts (one more entry, the end). */
export interface Deal {
  readonly tags: Uint16Array;
  readonly starts: Int32Array;
}

/**
 * The first of {@link shuffle}'s two steps for `count` items: a random bucket for each, in item
 * order (`floor(rng() * 1024)` each, drawn in bulk when the rng can).
 */
export function deal(count: number, rng: Rng): Deal {
  const buckets = 1 << BUCKET_BITS;
  const tags = drawInts(rng, new Uint16Array(count), buckets);
  const starts = new Int32Array(buckets + 1);
  for (let i = 0; i < count; i++) starts[tags[i]! + 1]!++;
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  return { tags, starts };
}

/**
 * The second of {@link shuffle}'s steps: `order` holds the items grouped by bucket as
 * {@link deal} placed them; each bucket is shuffled in place with Fisher-Yates, bucket by
 * bucket, one draw per item (`i + floor(rng() * (end - i))` for item `i` of a bucket ending at
 * `end`). The draws come in chunks from {@link drawFloats}, exactly as many as the items, so
 * the rng ends where one `rng()` call per item would leave it.
 */
export function shuffleBuckets(order: Int32Array, starts: Int32Array, rng: Rng): Int32Array {
  const total = order.length;
  const draws = new Float64Array(Math.min(CHUNK, total));
  let k = draws.length;
  let drawn = 0;
  for (let b = 0; b < starts.length - 1; b++) {
    const end = starts[b + 1]!;
    for (let i = starts[b]!; i < end; i++) {
      if (k === draws.length) {
        const n = Math.min(draws.length, total - drawn);
        drawFloats(rng, draws, 0, n);
        drawn += n;
        k = 0;
      }
      const j = i + Math.floor(draws[k++]! * (end - i));
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

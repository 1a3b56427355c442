const BITS = 16;
const BUCKETS = 1 << BITS;
const WORDS = BUCKETS >>> 5;

/** Index of the lowest set bit of a non-zero 32-bit word. */
function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/**
 * The edges waiting in Prim's algorithm, by random 32-bit weight: one bucket per value of the
 * top 16 bits, each a linked list in typed arrays, and a two-level bitmap of the non-empty
 * buckets. Pushing is O(1). Popping finds the lowest non-empty bucket and scans it for the
 * lightest edge; on the way it drops edges whose outer cell has joined the maze meanwhile,
 * which Prim's would skip anyway, so the lists stay short where the growth happens. Values
 * are `cell × 8 + direction`, `cell` being the one outside the maze when the edge was
 * pushed; among equal weights the edge pushed last wins, so runs repeat.
 */
export class EdgeQueue {
  // Node n is pool[3n .. 3n + 2]: value, next node (or -1), low 16 bits of the weight; one
  // array, so a node is one cache line read. It grows when full: at most about 0.6 nodes a
  // cell are in use at once on a flat grid and 0.9 on three floors (measured, with reuse), far
  // below the one node per passage that could ever be pushed.
  private pool: Int32Array;
  private nodes = 0;
  // Nodes given back by pop, chained through their next field: reused first, so the nodes in
  // use stay few and close together in the cache instead of spreading over the whole pool.
  private free = -1;
  private readonly heads = new Int32Array(BUCKETS).fill(-1);
  private readonly words = new Int32Array(WORDS);
  private readonly summary = new Int32Array(WORDS >>> 5);
  // No bucket below this one holds an edge.
  private floor = BUCKETS;

  /** `expected`: about how many edges wait at once; the queue grows past it as needed. */
  constructor(expected: number) {
    this.pool = new Int32Array(3 * Math.max(16, Math.ceil(expected)));
  }

  /** Adds edge `value` with weight `key`, an integer in [0, 2^32). */
  push(key: number, value: number): void {
    const bucket = key >>> (32 - BITS);
    let node = this.free;
    if (node === -1) {
      node = 3 * this.nodes++;
      if (node === this.pool.length) this.grow();
    } else this.free = this.pool[node + 1]!;
    const pool = this.pool;
    const head = this.heads[bucket]!;
    pool[node] = value;
    pool[node + 1] = head;
    pool[node + 2] = key & ((1 << (32 - BITS)) - 1);
    this.heads[bucket] = node;
    if (head === -1) {
      this.words[bucket >>> 5]! |= 1 << (bucket & 31);
      this.summary[bucket >>> 10]! |= 1 << ((bucket >>> 5) & 31);
    }
    if (bucket < this.floor) this.floor = bucket;
  }

  /**
   * Removes and returns the lightest edge whose cell is still outside the maze
   * (`state[value >> 3] === outside`), or -1 when none is left.
   */
  pop(state: Uint8Array, outside: number): number {
    const heads = this.heads;
    const pool = this.pool;
    for (;;) {
      const bucket = this.lowestBucket();
      if (bucket < 0) return -1;
      let best = -1;
      let bestPrev = -1;
      let bestLow = 1 << (32 - BITS);
      let prev = -1;
      for (let node = heads[bucket]!; node !== -1; ) {
        const after = pool[node + 1]!;
        if (state[pool[node]! >> 3] !== outside) {
          if (prev === -1) heads[bucket] = after;
          else pool[prev + 1] = after;
          pool[node + 1] = this.free;
          this.free = node;
        } else {
          const low = pool[node + 2]!;
          if (low < bestLow) {
            bestLow = low;
            best = node;
            bestPrev = prev;
          }
          prev = node;
        }
        node = after;
      }
      if (best !== -1) {
        if (bestPrev === -1) heads[bucket] = pool[best + 1]!;
        else pool[bestPrev + 1] = pool[best + 1]!;
      }
      if (heads[bucket] === -1) this.clear(bucket);
      if (best !== -1) {
        pool[best + 1] = this.free;
        this.free = best;
        return pool[best]!;
      }
    }
  }

  /** Doubles the node pool, keeping every node where it is. */
  private grow(): void {
    const larger = new Int32Array(2 * this.pool.length);
    larger.set(this.pool);
    this.pool = larger;
  }

  private lowestBucket(): number {
    const words = this.words;
    const summary = this.summary;
    let w = this.floor >>> 5;
    let word = w < WORDS ? words[w]! & (-1 << (this.floor & 31)) : 0;
    while (word === 0) {
      // Skip empty words through the summary, one bit per word.
      w++;
      let s = w >>> 5;
      let bits = s < summary.length ? summary[s]! & (-1 << (w & 31)) : 0;
      while (bits === 0 && ++s < summary.length) bits = summary[s]!;
      if (bits === 0) {
        this.floor = BUCKETS;
        return -1;
      }
      w = (s << 5) + lowestBit(bits);
      word = words[w]!;
    }
    this.floor = (w << 5) + lowestBit(word);
    return this.floor;
  }

  private clear(bucket: number): void {
    const w = bucket >>> 5;
    this.words[w]! &= ~(1 << (bucket & 31));
    if (this.words[w] === 0) this.summary[w >>> 5]! &= ~(1 << (w & 31));
  }
}

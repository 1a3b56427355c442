/**
 * A binary min-heap of integer values ordered by 32-bit unsigned keys, in two typed arrays
 * of fixed capacity. Equal keys come out in an order fixed by the pushes, so runs repeat.
 */
export class EdgeHeap {
  private readonly keys: Uint32Array;
  private readonly values: Int32Array;
  /** Number of entries. */
  length = 0;

  constructor(capacity: number) {
    this.keys = new Uint32Array(capacity);
    this.values = new Int32Array(capacity);
  }

  /** Adds `value` with priority `key` (smaller comes out first). */
  push(key: number, value: number): void {
    const keys = this.keys;
    const values = this.values;
    let i = this.length++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = keys[parent]!;
      if (pk <= key) break;
      keys[i] = pk;
      values[i] = values[parent]!;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** Removes and returns the value with the smallest key; the heap must not be empty. */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0]!;
    const n = --this.length;
    const key = keys[n]!;
    const value = values[n]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
      const ck = keys[child]!;
      if (ck >= key) break;
      keys[i] = ck;
      values[i] = values[child]!;
      i = child;
    }
    keys[i] = key;
    values[i] = value;
    return top;
  }
}

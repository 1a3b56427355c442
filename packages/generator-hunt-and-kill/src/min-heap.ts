/** A binary min-heap of non-negative integers (cell indices) in an Int32Array of fixed capacity. */
export class MinHeap {
  private readonly items: Int32Array;
  /** Number of entries. */
  length = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
  }

  /** Adds `value`. */
  push(value: number): void {
    const items = this.items;
    let i = this.length++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent]!;
      if (p <= value) break;
      items[i] = p;
      i = parent;
    }
    items[i] = value;
  }

  /** Removes and returns the smallest value; the heap must not be empty. */
  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const n = --this.length;
    const value = items[n]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && items[child + 1]! < items[child]!) child++;
      const c = items[child]!;
      if (c >= value) break;
      items[i] = c;
      i = child;
    }
    items[i] = value;
    return top;
  }
}

import type { Rng } from '@mazekit/core';
import { MIXED, NEWEST, OLDEST, RANDOM } from './policy.js';

const GONE = -1;

/**
 * The growing tree's active cells in the order they became active, in an Int32Array. A
 * retired cell leaves a hole; the ends are trimmed past holes before each pick and the holes
 * are squeezed out once they are about half the span, so "newest" and "oldest" stay exact
 * under any mix of policies, a random pick takes two draws on average, and every operation
 * is O(1) amortized. Under the pure random policy order does not matter, so a retired cell
 * is replaced by the last one instead and a pick takes one draw. Each cell enters once, so
 * `capacity` = number of cells suffices.
 */
export class ActiveList {
  private readonly items: Int32Array;
  private readonly dense: boolean;
  private head = 0;
  private tail = 0;
  /** Number of active cells. */
  live = 0;

  constructor(capacity: number, policy: number) {
    this.items = new Int32Array(capacity);
    this.dense = policy === RANDOM;
  }

  /** Makes `cell` the newest active cell. */
  push(cell: number): void {
    this.items[this.tail++] = cell;
    this.live++;
  }

  /** The index of the cell to grow from, by policy code; `live` must be positive. */
  pick(policy: number, ratio: number, rng: Rng): number {
    if (this.dense) return Math.floor(rng() * this.live);
    const items = this.items;
    while (items[this.tail - 1] === GONE) this.tail--;
    while (items[this.head] === GONE) this.head++;
    const rule = policy === MIXED ? (rng() < ratio ? NEWEST : RANDOM) : policy;
    if (rule === NEWEST) return this.tail - 1;
    if (rule === OLDEST) return this.head;
    let i: number;
    do i = this.head + Math.floor(rng() * (this.tail - this.head));
    while (items[i] === GONE);
    return i;
  }

  /** The cell at index `i` (from {@link pick}). */
  at(i: number): number {
    return this.items[i]!;
  }

  /** Retires the cell at index `i`. */
  retire(i: number): void {
    const items = this.items;
    if (this.dense) {
      items[i] = items[--this.tail]!;
      this.live--;
      return;
    }
    items[i] = GONE;
    this.live--;
    if (this.tail - this.head > 2 * this.live + 32) {
      let w = 0;
      for (let r = this.head; r < this.tail; r++) if (items[r] !== GONE) items[w++] = items[r]!;
      this.head = 0;
      this.tail = w;
    }
  }
}

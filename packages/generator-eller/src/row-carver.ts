import { Bits, type Rng, type Tracer } from '@mazekit/core';

/** Marks a cell whose passage south is not decided yet; never a passage bit value. */
const UNDECIDED = 0xff;

/**
 * The state of Eller's algorithm between two rows, in O(width) memory: `ellerRows` and
 * `carveEller` (on a single level) drive one of these, so they make the same maze from the
 * same rng.
 *
 * The cells of one set are kept on a circular doubly linked list (`prev`/`next`) in column
 * order. The sets of a row never cross (the maze above is planar), so cells `i` and `i + 1`
 * share a set exactly when `next[i] === i + 1`, and two sets merge in O(1) by splicing
 * their lists at `i`. A cell that does not carry its set down leaves its list in O(1) and
 * starts the next row as a set of its own.
 */
export class RowCarver {
  private readonly width: number;
  private readonly rng: Rng;
  private readonly join: number;
  private readonly down: number;
  private readonly prev: Int32Array;
  private readonly next: Int32Array;
  /** `Bits.N` where the cell above opened south into this column, else 0: the next row's first bits. */
  private readonly fromAbove: Uint8Array;

  constructor(width: number, rng: Rng, join: number, down: number) {
    this.width = width;
    this.rng = rng;
    this.join = join;
    this.down = down;
    this.prev = new Int32Array(width);
    this.next = new Int32Array(width);
    this.fromAbove = new Uint8Array(width);
    for (let i = 0; i < width; i++) this.prev[i] = this.next[i] = i;
  }

  /**
   * Carves the next row into `out` (`width` bytes, maze JSON bits). The last row joins every
   * pair of different sets and opens nothing south. `base` is the cell index of the row's
   * first cell, used only for tracer events.
   */
  carveRow(out: Uint8Array, last: boolean, base: number, tracer: Tracer | undefined): void {
    const { width, rng, prev, next, fromAbove } = this;
    out.set(fromAbove);
    if (tracer !== undefined) for (let i = 0; i < width; i++) tracer.visit?.(base + i);

    const join = this.join;
    for (let i = 0, j = 1; j < width; i++, j++) {
      if (tracer !== undefined) tracer.head?.(base + i);
      if (next[i] === j || (!last && rng() >= join)) continue;
      const tail = prev[j]!;
      const after = next[i]!;
      next[tail] = after;
      prev[after] = tail;
      next[i] = j;
      prev[j] = i;
      out[i]! |= Bits.E;
      out[j]! |= Bits.W;
      if (tracer !== undefined) tracer.carve?.(base + i, base + j);
    }
    if (last) return;

    // Set by set, west to east: one member chosen uniformly goes down, each other member
    // goes down with probability `down`, and a member that does not go down leaves its set
    // (below it the next row starts a set of its own). Scanning west to east, the first
    // undecided cell is always the westmost of its set.
    const down = this.down;
    fromAbove.fill(UNDECIDED);
    for (let i = 0; i < width; i++) {
      if (fromAbove[i] !== UNDECIDED) continue;
      let size = 1;
      for (let k = next[i]!; k !== i; k = next[k]!) size++;
      const chosen = size === 1 ? 0 : Math.floor(rng() * size);
      for (let r = 0, k = i; r < size; r++) {
        const after = next[k]!;
        if (tracer !== undefined) tracer.head?.(base + k);
        if (r === chosen || rng() < down) {
          fromAbove[k] = Bits.N;
          out[k]! |= Bits.S;
          if (tracer !== undefined) tracer.carve?.(base + k, base + k + width);
        } else {
          fromAbove[k] = 0;
          const before = prev[k]!;
          next[before] = after;
          prev[after] = before;
          prev[k] = next[k] = k;
        }
        k = after;
      }
    }
  }
}

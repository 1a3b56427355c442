import type { Choices } from './choices.js';
import type { Coin } from './coin.js';
import { MIXED, NEWEST, OLDEST, RANDOM } from './policy.js';

/**
 * The growing tree's active cells, for the generic path; it fixes which cell each policy picks
 * and what each pick draws, and the orthogonal fast path replays it exactly. Two lists:
 * `byAge`, the cells in the order they became active (a stack for newest, a queue for oldest),
 * and `pool`, the same cells in an order that random picks keep dense by moving the last one
 * into the gap. The mixed policy keeps both, and removes a retired cell from the one it was
 * picked from only (and from `pool` too when it is last there, as the newest cell often is):
 * the other skips it later (`byAge` trims its end past retired cells, a random pick that lands
 * on one removes it and draws again), and `pool` is squeezed, in order, once it is more than
 * twice the active cells plus 32. A random pick then needs about 1.1 draws, every operation is
 * O(1) amortized, and no cell's position has to be tracked.
 */
export class ActiveList {
  private readonly byAge: Int32Array;
  private readonly pool: Int32Array;
  private readonly retired: Uint8Array;
  private head = 0;
  private top = 0;
  private len = 0;
  /** Where the last picked cell sits in `pool`, or -1 when it came from `byAge`. */
  private from = -1;
  private picked = -1;
  /** Number of active cells. */
  live = 0;

  constructor(
    capacity: number,
    private readonly policy: number,
    private readonly coin: Coin,
  ) {
    this.byAge = new Int32Array(policy === RANDOM ? 0 : capacity);
    this.pool = new Int32Array(policy === RANDOM || policy === MIXED ? capacity : 0);
    this.retired = new Uint8Array(capacity);
  }

  /** Makes `cell` the newest active cell. */
  push(cell: number): void {
    if (this.policy !== RANDOM) this.byAge[this.top++] = cell;
    if (this.policy === RANDOM || this.policy === MIXED) this.pool[this.len++] = cell;
    this.live++;
  }

  /** The cell to grow from, by policy; `live` must be positive. */
  pick(choices: Choices): number {
    const policy = this.policy;
    const retired = this.retired;
    if (policy === OLDEST) {
      while (retired[this.byAge[this.head]!] === 1) this.head++;
      this.from = -1;
      return (this.picked = this.byAge[this.head]!);
    }
    if (policy === NEWEST || (policy === MIXED && choices.flip(this.coin))) {
      while (retired[this.byAge[this.top - 1]!] === 1) this.top--;
      this.from = -1;
      return (this.picked = this.byAge[this.top - 1]!);
    }
    for (;;) {
      const j = choices.index(this.len);
      const cell = this.pool[j]!;
      if (retired[cell] === 0) {
        this.from = j;
        return (this.picked = cell);
      }
      this.pool[j] = this.pool[--this.len]!;
    }
  }

  /** Retires the cell returned by the last {@link pick}. */
  retire(): void {
    this.retired[this.picked] = 1;
    this.live--;
    if (this.from >= 0) this.pool[this.from] = this.pool[--this.len]!;
    else if (this.policy === OLDEST) this.head++;
    else {
      this.top--;
      // Often the newest cell is still last in `pool` too: then it leaves both lists.
      if (this.policy === MIXED && this.pool[this.len - 1] === this.picked) this.len--;
    }
    if (this.policy === MIXED && this.len > 2 * this.live + 32) {
      let w = 0;
      for (let r = 0; r < this.len; r++) {
        const cell = this.pool[r]!;
        if (this.retired[cell] === 0) this.pool[w++] = cell;
      }
      this.len = w;
    }
  }
}

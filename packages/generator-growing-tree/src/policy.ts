/** How the growing tree picks the cell to grow from. */
export type GrowingTreePolicy = 'newest' | 'random' | 'oldest' | 'mixed';

/** Options of `carveGrowingTree`. */
export interface GrowingTreeOptions {
  /** Which active cell grows next; default `mixed`. */
  readonly policy?: GrowingTreePolicy;
  /** For `mixed`: the probability of taking the newest cell rather than a random one; default 0.5. */
  readonly ratio?: number;
}

/** Policy codes used by {@link ActiveList.pick}. */
export const NEWEST = 0;
/** A uniformly random active cell. */
export const RANDOM = 1;
/** The active cell that became active first. */
export const OLDEST = 2;
/** Newest with probability `ratio`, else random. */
export const MIXED = 3;

/** The policy code of each policy name. */
export const POLICIES: Readonly<Record<GrowingTreePolicy, number>> = Object.freeze({
  newest: NEWEST,
  random: RANDOM,
  oldest: OLDEST,
  mixed: MIXED,
});

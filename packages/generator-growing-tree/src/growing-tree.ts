import type { Grid, Rng, Tracer } from '@mazekit/core';
import { neighborFill } from './neighbors.js';

/** How the growing tree picks the cell to grow from. */
export type GrowingTreePolicy = 'newest' | 'random' | 'oldest' | 'mixed';

/** Options of {@link carveGrowingTree}. */
export interface GrowingTreeOptions {
  /** Which active cell grows next; default `mixed`. */
  readonly policy?: GrowingTreePolicy;
  /** For `mixed`: the probability of taking the newest cell rather than a random one; default 0.5. */
  readonly ratio?: number;
}

const GONE = -1;
const NEWEST = 0;
const RANDOM = 1;
const OLDEST = 2;
const MIXED = 3;
const POLICIES: Readonly<Record<GrowingTreePolicy, number>> = { newest: NEWEST, random: RANDOM, oldest: OLDEST, mixed: MIXED };

/**
 * Carves a perfect maze into `grid` with the growing tree algorithm: keep a list of active
 * cells, starting with one random cell; each step picks an active cell by `policy`, opens a
 * passage to a random unvisited neighbour and makes that neighbour active, or retires the
 * cell when it has none. `newest` behaves like the recursive backtracker, `random` like
 * Prim's, `oldest` makes long straight runs from the start; `mixed` takes the newest with
 * probability `ratio` and a random one otherwise.
 *
 * The list keeps its order (retired cells become holes, squeezed out once they are half
 * of it), so "newest" and "oldest" stay true under any mix; each step is O(1) amortized.
 * Tracer: `head` for the cell grown from, `visit` and `carve` for each new cell, `frontier`
 * when a cell becomes active.
 */
export function carveGrowingTree(grid: Grid, rng: Rng, options: GrowingTreeOptions = {}, tracer?: Tracer): void {
  const policy = POLICIES[options.policy ?? 'mixed'];
  const ratio = options.ratio ?? 0.5;
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const open = new Int32Array(degree);
  const visited = new Uint8Array(size);
  // Each cell enters once, so `size` entries always suffice between squeezes.
  const active = new Int32Array(size);
  let head = 0;
  let tail = 0;
  let live = 0;

  const start = Math.floor(rng() * size);
  visited[start] = 1;
  tracer?.visit?.(start);
  active[tail++] = start;
  live++;
  tracer?.frontier?.(start);

  while (live > 0) {
    while (active[tail - 1] === GONE) tail--;
    while (active[head] === GONE) head++;
    let i: number;
    const pick = policy === MIXED ? (rng() < ratio ? NEWEST : RANDOM) : policy;
    if (pick === NEWEST) i = tail - 1;
    else if (pick === OLDEST) i = head;
    else {
      // Holes are at most about half the span, so this takes two draws on average.
      do i = head + Math.floor(rng() * (tail - head));
      while (active[i] === GONE);
    }
    const cell = active[i]!;
    tracer?.head?.(cell);
    fill(cell, nbr);
    let k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] === 0) open[k++] = d;
    }
    if (k === 0) {
      active[i] = GONE;
      live--;
      if (tail - head > 2 * live + 32) {
        let w = 0;
        for (let r = head; r < tail; r++) if (active[r] !== GONE) active[w++] = active[r]!;
        head = 0;
        tail = w;
      }
      continue;
    }
    const dir = open[k === 1 ? 0 : Math.floor(rng() * k)]!;
    const next = nbr[dir]!;
    grid.link(cell, dir);
    visited[next] = 1;
    tracer?.visit?.(next);
    tracer?.carve?.(cell, next);
    active[tail++] = next;
    live++;
    tracer?.frontier?.(next);
  }
}

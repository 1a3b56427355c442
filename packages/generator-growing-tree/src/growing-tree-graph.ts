import { type Grid, neighborFill, type Rng, type Tracer } from '@mazekit/core';
import { ActiveList } from './active-list.js';
import { Choices } from './choices.js';
import { coinFor } from './coin.js';

/**
 * The growing tree on any {@link Grid}, through its methods only, reporting every step to
 * `tracer` when one is given. `policy` is a code from `policy.ts`. Random choices, in order:
 * the start cell, `floor(rng() * size)`; then those of {@link Choices}: per step the mixed
 * policy's coin, a random pick's index (again on a retired cell, see {@link ActiveList}), and
 * the direction among the free ones in direction order. The orthogonal fast path makes
 * exactly the same choices.
 */
export function carveGrowingTreeGraph(grid: Grid, rng: Rng, policy: number, ratio: number, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const open = new Int32Array(degree);
  const visited = new Uint8Array(size);

  const start = Math.floor(rng() * size);
  const choices = new Choices(rng);
  const active = new ActiveList(size, policy, coinFor(ratio));
  visited[start] = 1;
  tracer?.visit?.(start);
  active.push(start);
  tracer?.frontier?.(start);

  while (active.live > 0) {
    const cell = active.pick(choices);
    tracer?.head?.(cell);
    fill(cell, nbr);
    let k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] === 0) open[k++] = d;
    }
    if (k === 0) {
      active.retire();
      continue;
    }
    const dir = open[choices.choose(k)]!;
    const next = nbr[dir]!;
    grid.link(cell, dir);
    visited[next] = 1;
    tracer?.visit?.(next);
    tracer?.carve?.(cell, next);
    active.push(next);
    tracer?.frontier?.(next);
  }
}

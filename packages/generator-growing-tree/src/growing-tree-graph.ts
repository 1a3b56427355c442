import { type Grid, neighborFill, type Rng, type Tracer } from '@mazekit/core';
import { ActiveList } from './active-list.js';

/**
 * The growing tree on any {@link Grid}, through its methods only, reporting every step to
 * `tracer` when one is given. `policy` is a code from `policy.ts`. Random choices, in order:
 * the start cell; then per step the mixed policy's coin, a random pick's index (redrawn on
 * holes), and the direction among the free ones in direction order (none when only one is
 * free). The orthogonal fast path makes exactly the same choices.
 */
export function carveGrowingTreeGraph(grid: Grid, rng: Rng, policy: number, ratio: number, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const open = new Int32Array(degree);
  const visited = new Uint8Array(size);
  const active = new ActiveList(size, policy);

  const start = Math.floor(rng() * size);
  visited[start] = 1;
  tracer?.visit?.(start);
  active.push(start);
  tracer?.frontier?.(start);

  while (active.live > 0) {
    const i = active.pick(policy, ratio, rng);
    const cell = active.at(i);
    tracer?.head?.(cell);
    fill(cell, nbr);
    let k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] === 0) open[k++] = d;
    }
    if (k === 0) {
      active.retire(i);
      continue;
    }
    const dir = open[k === 1 ? 0 : Math.floor(rng() * k)]!;
    const next = nbr[dir]!;
    grid.link(cell, dir);
    visited[next] = 1;
    tracer?.visit?.(next);
    tracer?.carve?.(cell, next);
    active.push(next);
    tracer?.frontier?.(next);
  }
}

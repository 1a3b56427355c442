import { type Grid, type Rng, type Tracer, directionBits } from '@mazekit/core';
import { chunkLimit } from './choice-table.js';

/**
 * The recursive backtracker on any {@link Grid}, through `neighbor` and `link` only: a
 * randomized depth-first search with an explicit Int32Array stack, so depth is bounded by
 * memory, not by the call stack. Reports every step to `tracer` when one is given.
 *
 * Random choices, in order: the start cell (when the grid has more than one, one rng call),
 * then at every cell with two or more unvisited neighbours one pick among them, counted in
 * direction order, from a few bits of an rng word (see `choice-table.ts`). The orthogonal
 * fast path makes exactly the same choices, so both carve the same maze.
 */
export function carveBacktrackerGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const visited = new Uint8Array(size);
  const stack = new Int32Array(size);
  const choices = new Int32Array(degree);
  const traced = tracer !== undefined;
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  const start = size > 1 ? Math.floor(rng() * size) : 0;
  let word = (rng() * 4294967296) | 0;
  let left = perWord;
  visited[start] = 1;
  stack[0] = start;
  let top = 1;
  if (traced) {
    tracer.visit?.(start);
    tracer.head?.(start);
  }
  while (top > 0) {
    const cell = stack[top - 1]!;
    let count = 0;
    for (let d = 0; d < degree; d++) {
      const next = grid.neighbor(cell, d);
      if (next >= 0 && visited[next] === 0) choices[count++] = d;
    }
    if (count === 0) {
      top--;
      if (traced && top > 0) tracer.backtrack?.(stack[top - 1]!);
      continue;
    }
    let pick = 0;
    if (count > 1) {
      const limit = chunkLimit(count, bits);
      for (;;) {
        const r = word & mask;
        word >>= bits;
        if (--left === 0) {
          word = (rng() * 4294967296) | 0;
          left = perWord;
        }
        if (r < limit) {
          pick = r % count;
          break;
        }
      }
    }
    const dir = choices[pick]!;
    const next = grid.neighbor(cell, dir);
    grid.link(cell, dir);
    visited[next] = 1;
    stack[top++] = next;
    if (traced) {
      tracer.carve?.(cell, next);
      tracer.visit?.(next);
      tracer.head?.(next);
    }
  }
}

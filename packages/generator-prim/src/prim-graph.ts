import { type Grid, neighborFill, type Rng, type Tracer } from '@mazekit/core';
import { EdgeQueue } from './edge-queue.js';

const OUT = 0;
const FRONTIER = 1;
const IN = 2;

/**
 * Prim's algorithm on any {@link Grid}, through its methods only, reporting every step to
 * `tracer` when one is given: every edge gets a random weight, and the maze grows from a
 * random cell by always opening the lightest edge between the maze and a cell outside it.
 * The result is the minimum spanning tree of the weights, the same distribution as
 * randomized Kruskal's.
 *
 * A weight is drawn when its edge first touches the maze (each edge does so once), in
 * direction order around the cell that joined; edges wait in an {@link EdgeQueue} as
 * `outside cell × 8 + direction back`. Random choices, in order: the start cell, then the
 * weights. The orthogonal fast path makes exactly the same choices.
 */
export function carvePrimGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const back = new Int32Array(degree);
  for (let d = 0; d < degree; d++) back[d] = grid.opposite(d);
  const state = new Uint8Array(size);
  const queue = new EdgeQueue(0.75 * size);

  let cell = Math.floor(rng() * size);
  for (;;) {
    state[cell] = IN;
    tracer?.visit?.(cell);
    fill(cell, nbr);
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n < 0 || state[n] === IN) continue;
      // rng() is a multiple of 2^-32, so this keeps all of its bits.
      queue.push((rng() * 4294967296) >>> 0, (n << 3) | back[d]!);
      if (state[n] === OUT) {
        state[n] = FRONTIER;
        tracer?.frontier?.(n);
      }
    }
    const e = queue.pop(state, FRONTIER);
    if (e < 0) return;
    cell = e >> 3;
    const dir = e & 7;
    grid.link(cell, dir);
    tracer?.carve?.(grid.neighbor(cell, dir), cell);
  }
}

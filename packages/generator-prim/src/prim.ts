import type { Grid, Rng, Tracer } from '@mazekit/core';
import { EdgeHeap } from './heap.js';
import { neighborFill } from './neighbors.js';

const OUT = 0;
const FRONTIER = 1;
const IN = 2;

/**
 * Carves a perfect maze into `grid` with Prim's algorithm proper: every edge gets a random
 * weight, and the maze grows from a random cell by always opening the lightest edge
 * between the maze and a cell outside it. The result is the minimum spanning tree of the
 * weights, the same distribution as randomized Kruskal's.
 *
 * A weight is drawn when its edge first touches the maze (each edge does so once) and the
 * edges wait in a binary heap; edges whose outer cell has joined meanwhile are dropped
 * when they come out. Tracer: `visit` when a cell joins, `carve` for its passage,
 * `frontier` when a cell first touches the maze.
 */
export function carvePrim(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const back = new Int32Array(degree);
  for (let d = 0; d < degree; d++) back[d] = grid.opposite(d);
  const state = new Uint8Array(size);
  const heap = new EdgeHeap(Math.ceil((size * degree) / 2));

  const join = (cell: number): void => {
    state[cell] = IN;
    tracer?.visit?.(cell);
    fill(cell, nbr);
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n < 0 || state[n] === IN) continue;
      // rng() is a multiple of 2^-32, so this keeps all of its bits.
      heap.push((rng() * 4294967296) >>> 0, n * degree + back[d]!);
      if (state[n] === OUT) {
        state[n] = FRONTIER;
        tracer?.frontier?.(n);
      }
    }
  };

  join(Math.floor(rng() * size));
  while (heap.length > 0) {
    const e = heap.pop();
    const cell = (e / degree) | 0;
    if (state[cell] === IN) continue;
    const dir = e - cell * degree;
    grid.link(cell, dir);
    tracer?.carve?.(grid.neighbor(cell, dir), cell);
    join(cell);
  }
}

import { type Grid, neighborFill, type Rng, type Tracer } from '@mazekit/core';

const OUT = 0;
const FRONTIER = 1;
const IN = 2;

/**
 * Simplified Prim's algorithm on any {@link Grid}, through its methods only, reporting every
 * step to `tracer` when one is given: grow the maze from a random cell, each step opening a uniformly random edge between the maze and a cell
 * outside it. Every such edge is listed once, as `outside cell × degree + direction back`;
 * edges whose outer cell has joined meanwhile are dropped when drawn, which keeps the pick
 * uniform over the live ones. The list removes by swapping in its last entry. Random
 * choices, in order: the start cell, then one list index per draw.
 *
 * Tracer: `visit` when a cell joins, `carve` for its passage, `frontier` when a cell
 * first touches the maze.
 */
export function carvePrimSimplifiedGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const back = new Int32Array(degree);
  for (let d = 0; d < degree; d++) back[d] = grid.opposite(d);
  const state = new Uint8Array(size);
  // Each edge is listed at most once: from whichever end joins the maze first.
  const edges = new Int32Array(Math.ceil((size * degree) / 2));
  let count = 0;

  const join = (cell: number): void => {
    state[cell] = IN;
    tracer?.visit?.(cell);
    fill(cell, nbr);
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n < 0 || state[n] === IN) continue;
      edges[count++] = n * degree + back[d]!;
      if (state[n] === OUT) {
        state[n] = FRONTIER;
        tracer?.frontier?.(n);
      }
    }
  };

  join(Math.floor(rng() * size));
  while (count > 0) {
    const i = Math.floor(rng() * count);
    const e = edges[i]!;
    edges[i] = edges[--count]!;
    const cell = (e / degree) | 0;
    if (state[cell] === IN) continue;
    const dir = e - cell * degree;
    grid.link(cell, dir);
    tracer?.carve?.(grid.neighbor(cell, dir), cell);
    join(cell);
  }
}

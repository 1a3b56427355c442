import { type Grid, neighborFill, type Rng, type Tracer } from '@mazekit/core';

const OUT = 0;
const FRONTIER = 1;
const IN = 2;

/**
 * Modified Prim's algorithm on any {@link Grid}, through its methods only, reporting every
 * step to `tracer` when one is given: grow the maze from a random cell, each step taking a
 * uniformly random frontier cell (outside the maze, next to it) and opening a passage to a
 * random maze cell beside it. The frontier is a list of cells that removes by swapping in
 * its last entry. Random choices, in order: the start cell, then per step the frontier
 * index and, when the cell has more than one maze neighbour, which one (in direction order).
 *
 * Tracer: `visit` when a cell joins, `carve` for its passage, `frontier` when a cell
 * first touches the maze.
 */
export function carvePrimModifiedGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const inside = new Int32Array(degree);
  const state = new Uint8Array(size);
  const frontier = new Int32Array(size);
  let count = 0;

  // Expects `nbr` to hold the neighbours of `cell`.
  const join = (cell: number): void => {
    state[cell] = IN;
    tracer?.visit?.(cell);
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && state[n] === OUT) {
        state[n] = FRONTIER;
        frontier[count++] = n;
        tracer?.frontier?.(n);
      }
    }
  };

  const start = Math.floor(rng() * size);
  fill(start, nbr);
  join(start);
  while (count > 0) {
    const i = Math.floor(rng() * count);
    const cell = frontier[i]!;
    frontier[i] = frontier[--count]!;
    fill(cell, nbr);
    let k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && state[n] === IN) inside[k++] = d;
    }
    const dir = inside[k === 1 ? 0 : Math.floor(rng() * k)]!;
    grid.link(cell, dir);
    tracer?.carve?.(nbr[dir]!, cell);
    join(cell);
  }
}

import { createDirections, neighborTable, type Grid, type Rng, type Tracer } from '@mazekit/core';

/**
 * The Aldous-Broder algorithm on any {@link Grid}, through `neighbor` and `link` only,
 * reporting every step to `tracer` when one is given: a random walk that opens the passage
 * it came through each time it enters a cell for the first time, until every cell is in
 * the maze. The result is a uniform spanning tree.
 *
 * Random choices, in order: the start cell (when the grid has more than one, one rng
 * call), then one direction in `0 .. degree - 1` per step from {@link createDirections}, a
 * direction leading off the grid being drawn again. The orthogonal fast path makes exactly
 * the same choices, so both carve the same maze.
 *
 * The walk asks for about a hundred neighbours a cell, so they are read from core's
 * {@link neighborTable} (built once, the same answers as `neighbor`, so the same maze) when
 * it fits: on million-cell square (generic), hex, triangle and polar grids that measured 30
 * to 50 % less CPU time than a `neighbor` call per step.
 */
export function carveAldousBroderGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const visited = new Uint8Array(size);
  const traced = tracer !== undefined;
  const table = neighborTable(grid);
  let cell = size > 1 ? Math.floor(rng() * size) : 0;
  const draw = createDirections(rng, degree);
  visited[cell] = 1;
  if (traced) {
    tracer.visit?.(cell);
    tracer.head?.(cell);
  }
  for (let remaining = size - 1; remaining > 0; ) {
    const dir = draw();
    const next = table !== undefined ? table[cell * degree + dir]! : grid.neighbor(cell, dir);
    if (next < 0) continue;
    if (visited[next] === 0) {
      grid.link(cell, dir);
      visited[next] = 1;
      remaining--;
      if (traced) {
        tracer.carve?.(cell, next);
        tracer.visit?.(next);
      }
    }
    cell = next;
    if (traced) tracer.head?.(next);
  }
}

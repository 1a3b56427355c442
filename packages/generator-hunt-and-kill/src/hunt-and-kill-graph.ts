import { type Grid, isOrthogonal, neighborFill, type Rng, type Tracer } from '@mazekit/core';
import { MinHeap } from './min-heap.js';

/**
 * Hunt-and-kill on any {@link Grid}, through its methods only, reporting every step to
 * `tracer` when one is given: from a random cell, walk to random unvisited neighbours,
 * opening passages, until the walk is stuck; then hunt, scanning the cells in index order
 * (row by row, floor by floor) for the first unvisited cell beside the maze, join it to a
 * random visited neighbour, and walk on from there.
 *
 * The hunt does not rescan from the first row. On an `OrthogonalGrid` the first unvisited
 * cell is always beside the maze once cell 0 is visited (its west, north or lower neighbour
 * comes before it), so a pointer that only moves forward finds it. Otherwise the cells
 * beside the maze wait in a min-heap, each entered once. Both answer "the first unvisited
 * cell beside the maze", so the maze is the one a full rescan would give.
 *
 * Tracer: `head` for each walk step and each cell the hunt examines, `visit` and `carve`
 * for each new cell.
 */
export function carveHuntAndKillGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const fill = neighborFill(grid);
  const nbr = new Int32Array(degree);
  const pick = new Int32Array(degree);
  const visited = new Uint8Array(size);
  // Cells known to be beside the maze, for the hunt while the pointer cannot be trusted.
  const listed = new Uint8Array(size);
  const beside = new MinHeap(size);
  const pointerHunt = isOrthogonal(grid);
  let useHeap = true;
  let scan = 0;

  // Expects `nbr` to hold the neighbours of `cell`.
  const enter = (cell: number): void => {
    visited[cell] = 1;
    tracer?.visit?.(cell);
    if (cell === 0 && pointerHunt) useHeap = false;
    if (!useHeap) return;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] === 0 && listed[n] === 0) {
        listed[n] = 1;
        beside.push(n);
      }
    }
  };

  let cell = Math.floor(rng() * size);
  fill(cell, nbr);
  enter(cell);
  tracer?.head?.(cell);
  for (let remaining = size - 1; remaining > 0; remaining--) {
    let k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] === 0) pick[k++] = d;
    }
    if (k > 0) {
      // Walk (kill): open a passage to a random unvisited neighbour.
      const dir = pick[k === 1 ? 0 : Math.floor(rng() * k)]!;
      const next = nbr[dir]!;
      grid.link(cell, dir);
      fill(next, nbr);
      enter(next);
      tracer?.carve?.(cell, next);
      cell = next;
      tracer?.head?.(cell);
      continue;
    }
    // Hunt: the first unvisited cell beside the maze.
    if (useHeap) {
      do {
        // Only a grid in several pieces runs out of cells beside the maze.
        if (beside.length === 0) return;
        cell = beside.pop();
        tracer?.head?.(cell);
      } while (visited[cell] !== 0);
    } else {
      while (visited[scan] !== 0) {
        scan++;
        tracer?.head?.(scan);
      }
      cell = scan;
    }
    fill(cell, nbr);
    k = 0;
    for (let d = 0; d < degree; d++) {
      const n = nbr[d]!;
      if (n >= 0 && visited[n] !== 0) pick[k++] = d;
    }
    const dir = pick[k === 1 ? 0 : Math.floor(rng() * k)]!;
    grid.link(cell, dir);
    enter(cell);
    tracer?.carve?.(nbr[dir]!, cell);
  }
}

import { createDirections, type Grid, type Rng, type Tracer } from '@mazekit/core';
import { rootCell } from './root.js';

/**
 * Wilson's algorithm on any {@link Grid}, through `neighbor` and `link` only, reporting
 * every step to `tracer` when one is given. From each cell not yet in the maze (in index
 * order) it walks at random until it meets the maze, erasing each loop the moment the walk
 * closes it, then adds the loop-free path. The result is a uniform spanning tree.
 *
 * The tentative path lives in an Int32Array with each cell's position on it, so closing a
 * loop costs only the erased cells, never a search. Random choices, in order: the root
 * (see {@link rootCell}), then one direction in `0 .. degree - 1` per step of the walk from
 * {@link createDirections}, a direction leading off the grid being drawn again. The orthogonal fast path
 * makes exactly the same choices, so both carve the same maze.
 */
export function carveWilsonGraph(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const size = grid.size;
  const degree = grid.degree;
  const inMaze = new Uint8Array(size);
  // Position of each cell on the tentative path, or -1.
  const position = new Int32Array(size).fill(-1);
  const path = new Int32Array(size);
  // exits[i]: the direction from path[i] to the next cell of the path.
  const exits = new Uint8Array(size);
  const traced = tracer !== undefined;
  const root = rootCell(grid, rng);
  const draw = createDirections(rng, degree);
  inMaze[root] = 1;
  if (traced) tracer.visit?.(root);
  for (let start = 0; start < size; start++) {
    if (inMaze[start] === 1) continue;
    path[0] = start;
    position[start] = 0;
    let length = 1;
    let cell = start;
    if (traced) {
      tracer.head?.(start);
      tracer.extend?.(start);
    }
    for (;;) {
      const dir = draw();
      const next = grid.neighbor(cell, dir);
      if (next < 0) continue;
      exits[length - 1] = dir;
      if (traced) tracer.head?.(next);
      if (inMaze[next] === 1) break;
      const at = position[next]!;
      if (at >= 0) {
        // The walk closed a loop: drop everything after `next`, which stays as the head.
        if (traced) tracer.erase?.(Array.from(path.subarray(at + 1, length)));
        for (let i = at + 1; i < length; i++) position[path[i]!] = -1;
        length = at + 1;
      } else {
        position[next] = length;
        path[length++] = next;
        if (traced) tracer.extend?.(next);
      }
      cell = next;
    }
    if (traced) tracer.join?.(Array.from(path.subarray(0, length)));
    for (let i = 0; i < length; i++) {
      const c = path[i]!;
      grid.link(c, exits[i]!);
      inMaze[c] = 1;
      position[c] = -1;
      if (traced) {
        tracer.carve?.(c, grid.neighbor(c, exits[i]!));
        tracer.visit?.(c);
      }
    }
  }
}

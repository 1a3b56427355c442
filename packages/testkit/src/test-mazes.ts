// Mazes for the tests of renderers and tools, made without any generator package (so their
// golden fixtures never change when a generator does): a seeded depth-first search and a
// seeded Wilson's walk, both iterative, both reporting to a Tracer so frames can be replayed.
import { OrthogonalGrid, createRng, type Grid, type Maze, type Rng, type Tracer } from '@mazekit/core';

/** A perfect maze carved by a seeded randomized depth-first search. */
export function dfsMaze(width: number, height: number, levels: number, seed: string, tracer?: Tracer): Maze {
  return dfsGridMaze(new OrthogonalGrid(width, height, levels), seed, tracer);
}

/**
 * The same seeded depth-first search on any grid (hex, triangle, polar, masked, …), from its
 * first cell: renderer tests draw every shape without a generator package. A grid with fixed
 * passages (a weave grid's crossings, see core's `Grid.carving`) is carved as generators carve
 * it: its contracted graph, then opened on the grid.
 */
export function dfsGridMaze<G extends Grid>(grid: G, seed: string, tracer?: Tracer): Maze<G> {
  const rng = createRng(seed);
  const carving = grid.carving?.(rng);
  if (carving) {
    carveDfs(carving.grid, rng, tracer ? carving.trace(tracer) : undefined);
    carving.finish();
  } else carveDfs(grid, rng, tracer);
  return { grid, generator: 'test-dfs', seed };
}

function carveDfs(grid: Grid, rng: Rng, tracer: Tracer | undefined): void {
  const seen = new Uint8Array(grid.size);
  const stack = new Int32Array(grid.size);
  const options = new Int32Array(grid.degree);
  let top = 0;
  stack[top++] = 0;
  seen[0] = 1;
  tracer?.visit?.(0);
  tracer?.head?.(0);
  while (top > 0) {
    const cell = stack[top - 1]!;
    let n = 0;
    for (let d = 0; d < grid.degree; d++) {
      const next = grid.neighbor(cell, d);
      if (next >= 0 && !seen[next]) options[n++] = d;
    }
    if (n === 0) {
      top--;
      if (top > 0) tracer?.backtrack?.(stack[top - 1]!);
      continue;
    }
    const d = options[Math.floor(rng() * n)]!;
    const next = grid.neighbor(cell, d);
    grid.link(cell, d);
    seen[next] = 1;
    stack[top++] = next;
    tracer?.carve?.(cell, next);
    tracer?.visit?.(next);
    tracer?.head?.(next);
  }
}

/** A uniform spanning tree by a seeded loop-erased random walk (Wilson's algorithm). */
export function wilsonMaze(width: number, height: number, levels: number, seed: string, tracer?: Tracer): Maze {
  const grid = new OrthogonalGrid(width, height, levels);
  const rng = createRng(seed);
  const inMaze = new Uint8Array(grid.size);
  const pathIndex = new Int32Array(grid.size).fill(-1);
  const path: number[] = [];
  const first = Math.floor(rng() * grid.size);
  inMaze[first] = 1;
  tracer?.visit?.(first);
  let next = 0;
  for (;;) {
    while (next < grid.size && inMaze[next]) next++;
    if (next === grid.size) break;
    path.length = 0;
    path.push(next);
    pathIndex[next] = 0;
    tracer?.extend?.(next);
    let cell = next;
    while (!inMaze[cell]) {
      let to = -1;
      while (to < 0) to = grid.neighbor(cell, Math.floor(rng() * grid.degree));
      if (pathIndex[to]! >= 0) {
        const erased = path.splice(pathIndex[to]! + 1);
        for (const c of erased) pathIndex[c] = -1;
        tracer?.erase?.(erased);
        cell = to;
      } else if (inMaze[to]) {
        path.push(to);
        cell = to;
      } else {
        pathIndex[to] = path.length;
        path.push(to);
        tracer?.extend?.(to);
        cell = to;
      }
    }
    for (let i = 1; i < path.length; i++) {
      grid.link(path[i - 1]!, grid.directionTo(path[i - 1]!, path[i]!));
      tracer?.carve?.(path[i - 1]!, path[i]!);
    }
    const joined = path.slice(0, -1);
    for (const c of joined) {
      inMaze[c] = 1;
      pathIndex[c] = -1;
    }
    tracer?.join?.(joined);
  }
  return { grid, generator: 'test-wilson', seed };
}

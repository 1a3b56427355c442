import { OrthogonalGrid, type Grid, type Rng, type Tracer } from '../src/index.js';

/** A small randomized depth-first search, only for tests of core (generators live in their own packages). */
export function testMaze(width: number, height: number, levels: number, rng: Rng, tracer?: Tracer): OrthogonalGrid {
  const grid = new OrthogonalGrid(width, height, levels);
  const seen = new Uint8Array(grid.size);
  const stack = [0];
  seen[0] = 1;
  tracer?.visit?.(0);
  const options: number[] = [];
  while (stack.length) {
    const c = stack[stack.length - 1]!;
    tracer?.head?.(c);
    options.length = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) options.push(d);
    }
    if (!options.length) {
      stack.pop();
      if (stack.length) tracer?.backtrack?.(stack[stack.length - 1]!);
      continue;
    }
    const d = options[Math.floor(rng() * options.length)]!;
    const n = grid.neighbor(c, d);
    grid.link(c, d);
    seen[n] = 1;
    tracer?.carve?.(c, n);
    tracer?.visit?.(n);
    stack.push(n);
  }
  return grid;
}

/** A randomized depth-first search over any {@link Grid}, through its interface only. */
export function carveAny<G extends Grid>(grid: G, rng: Rng): G {
  const seen = new Uint8Array(grid.size);
  const stack = [0];
  seen[0] = 1;
  const options: number[] = [];
  while (stack.length) {
    const c = stack[stack.length - 1]!;
    options.length = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) options.push(d);
    }
    if (!options.length) {
      stack.pop();
      continue;
    }
    const d = options[Math.floor(rng() * options.length)]!;
    seen[grid.neighbor(c, d)] = 1;
    grid.link(c, d);
    stack.push(grid.neighbor(c, d));
  }
  return grid;
}

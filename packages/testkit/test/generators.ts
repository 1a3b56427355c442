import { type Generator, type Grid, defineGenerator } from '@mazekit/core';

/** Aldous-Broder through the generic Grid interface: small, uniform, correct. */
export const goodWalk: Generator = defineGenerator({
  id: 'good-walk',
  name: 'Good walk',
  summary: 'A correct random-walk generator for testing the testkit.',
  package: '@mazekit/testkit-test',
  topologies: ['*'],
  multiLevel: true,
  uniform: true,
  carve(grid, rng, _options, tracer) {
    walk(grid, () => rng(), tracer);
  },
});

function walk(grid: Grid, rng: () => number, tracer?: { visit?(c: number): void; carve?(a: number, b: number): void; head?(c: number): void }): void {
  const seen = new Uint8Array(grid.size);
  let c = Math.floor(rng() * grid.size);
  seen[c] = 1;
  tracer?.visit?.(c);
  let left = grid.size - 1;
  while (left > 0) {
    const d = Math.floor(rng() * grid.degree);
    const n = grid.neighbor(c, d);
    if (n < 0) continue;
    if (!seen[n]) {
      seen[n] = 1;
      grid.link(c, d);
      tracer?.carve?.(c, n);
      tracer?.visit?.(n);
      left--;
    }
    c = n;
    tracer?.head?.(c);
  }
}

/** Broken: opens one extra wall, so the maze has a loop. */
export const leavesLoop: Generator = defineGenerator({
  ...goodWalk,
  id: 'leaves-loop',
  carve(grid, rng) {
    walk(grid, rng);
    for (let c = 0; c < grid.size; c++) {
      for (let d = 0; d < grid.degree; d++) {
        if (grid.neighbor(c, d) >= 0 && !grid.isOpen(c, d)) {
          grid.link(c, d);
          return;
        }
      }
    }
  },
});

/** Broken: never carves into the last cell. */
export const leavesUnreachable: Generator = defineGenerator({
  ...goodWalk,
  id: 'leaves-unreachable',
  carve(grid, rng) {
    walk(grid, rng);
    const last = grid.size - 1;
    for (let d = 0; d < grid.degree; d++) if (grid.neighbor(last, d) >= 0 && grid.isOpen(last, d)) grid.unlink(last, d);
  },
});

/** Broken: ignores the rng it is given. */
export const ignoresSeed: Generator = defineGenerator({
  ...goodWalk,
  id: 'ignores-seed',
  carve(grid) {
    let s = 12345;
    walk(grid, () => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return s / 4294967296;
    });
  },
});

/** Broken: the tracer reports passages that were not carved. */
export const liesToTracer: Generator = defineGenerator({
  ...goodWalk,
  id: 'lies-to-tracer',
  carve(grid, rng, _options, tracer) {
    walk(grid, rng, tracer ? { carve: (a) => tracer.carve?.(a, grid.neighbor(a, 0) >= 0 ? grid.neighbor(a, 0) : grid.neighbor(a, 1)) } : undefined);
  },
});

/** Perfect but biased: every cell links north, else west (a binary tree). */
export const binaryTree: Generator = defineGenerator({
  ...goodWalk,
  id: 'biased-tree',
  uniform: false,
  multiLevel: false,
  topologies: ['orthogonal'],
  carve(grid, rng, _options, tracer) {
    for (let c = 0; c < grid.size; c++) {
      const options = [0, 3].filter((d) => grid.neighbor(c, d) >= 0);
      if (!options.length) continue;
      const d = options[Math.floor(rng() * options.length)]!;
      grid.link(c, d);
      tracer?.carve?.(c, grid.neighbor(c, d));
    }
  },
});

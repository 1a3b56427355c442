import { createRng } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as wilson } from '@mazekit/generator-wilson';
import { spanningTreeCount, uniformityOn } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { EAST_WEST, NORTH_SOUTH, WeaveGrid } from '../src/index.js';

// Small boards with fixed crossings: uniform generators must give every weave maze with those
// crossings equally often.
const grids = [
  { name: '3x3, one crossing north-south on top', make: () => new WeaveGrid(3, 3).addCrossing(4, NORTH_SOUTH), trees: 32 },
  { name: '4x3, one crossing north-south on top', make: () => new WeaveGrid(4, 3).addCrossing(5, NORTH_SOUTH), trees: 380 },
  { name: '3x4, one crossing east-west on top', make: () => new WeaveGrid(3, 4).addCrossing(4, EAST_WEST), trees: 380 },
];

/**
 * Weave mazes counted the slow way: every set of size - 1 passages of the weave grid (tunnels
 * included) that holds each crossing's four fixed passages and joins every cell.
 */
function bruteForceCount(grid: WeaveGrid): number {
  const edges: [number, number][] = [];
  for (let c = 0; c < grid.size; c++) for (let d = 0; d < 4; d++) if (grid.neighbor(c, d) > c) edges.push([c, grid.neighbor(c, d)]);
  const fixed = new Set<number>();
  for (const x of grid.crossings()) {
    const [along, across] = grid.over[x] === NORTH_SOUTH ? [grid.width, 1] : [1, grid.width];
    for (const [a, b] of [[x - along, x], [x, x + along], [x - across, x + across]] as const) {
      fixed.add(edges.findIndex(([p, q]) => p === a && q === b));
    }
  }
  let count = 0;
  const need = grid.size - 1;
  for (let mask = 0; mask < 1 << edges.length; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== need || [...fixed].some((e) => !(mask & (1 << e)))) continue;
    const parent = Array.from({ length: grid.size }, (_, i) => i);
    const root = (x: number): number => (parent[x] === x ? x : (parent[x] = root(parent[x]!)));
    let loop = false;
    edges.forEach(([a, b], i) => {
      if (!(mask & (1 << i)) || loop) return;
      const [ra, rb] = [root(a), root(b)];
      if (ra === rb) loop = true;
      else parent[ra] = rb;
    });
    if (!loop) count++;
  }
  return count;
}

it('counts the weave mazes with fixed crossings by the matrix-tree theorem on the contracted graph', () => {
  for (const { make, trees } of grids) {
    const grid = make();
    expect(Number(spanningTreeCount(grid.carving(createRng('x'))!.grid))).toBe(trees);
  }
  // Enumerating every set of passages of the 3x3 board gives the same count.
  expect(bruteForceCount(grids[0]!.make())).toBe(32);
});

for (const gen of [wilson, aldousBroder]) {
  describe(`${gen.id} is uniform over weave mazes with fixed crossings`, () => {
    for (const { name, make, trees } of grids) {
      it(`gives every weave maze of ${name} equally often`, () => {
        const r = uniformityOn(gen, make, { seed: `${gen.id}/${name}` });
        expect(r.trees).toBe(trees);
        expect(r.distinct).toBe(trees);
        expect(r.pValue).toBeGreaterThan(0.001);
      }, 60_000);
    }
  });
}

it('tells a non-uniform generator apart: the backtracker fails the same test', () => {
  const r = uniformityOn(backtracker, grids[1]!.make, { seed: 'backtracker' });
  expect(r.pValue).toBeLessThan(1e-6);
});

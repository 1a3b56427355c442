import { maskGrid } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as wilson } from '@mazekit/generator-wilson';
import { spanningTreeCount, uniformityOn } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../src/index.js';

const grids = [
  { name: 'hex 3x2', make: () => new HexGrid(3, 2) },
  { name: 'hex 2x2 on 2 levels', make: () => new HexGrid(2, 2, 2) },
  // Two corners off: masks remove edges as well as cells.
  { name: 'masked hex 3x3', make: () => maskGrid(new HexGrid(3, 3), Uint8Array.of(1, 1, 0, 1, 1, 1, 1, 0, 1)) },
];

it('counts spanning trees by the matrix-tree theorem: a 2x2 hex board is a 4-cycle with a chord, 8 trees', () => {
  expect(spanningTreeCount(new HexGrid(2, 2))).toBe(8n);
  expect(spanningTreeCount(new HexGrid(4, 1))).toBe(1n);
});

for (const gen of [wilson, aldousBroder]) {
  describe(`${gen.id} is uniform on hex grids`, () => {
    for (const { name, make } of grids) {
      it(`gives every spanning tree of ${name} equally often`, () => {
        const r = uniformityOn(gen, make, { seed: `${gen.id}/${name}` });
        expect(r.trees).toBe(Number(spanningTreeCount(make())));
        expect(r.distinct).toBe(r.trees);
        expect(r.pValue).toBeGreaterThan(0.001);
      }, 60_000);
    }
  });
}

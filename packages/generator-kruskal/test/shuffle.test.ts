import { createRng, OrthogonalGrid } from '@mazekit/core';
import { chiSquareSurvival } from '@mazekit/testkit';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { listEdges } from '../src/edges.js';
import { shuffle } from '../src/shuffle.js';
import { shuffledOrthogonalEdges } from '../src/shuffled-edges.js';

it('deals orthogonal edges into the order shuffle gives their list, draw for draw', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 4 }), fc.string(), (w, h, l, seed) => {
      const grid = new OrthogonalGrid(w, h, l);
      const degree = grid.degree;
      const listed = listEdges(grid).map((e) => (Math.floor(e / degree) << 3) | e % degree);
      const a = createRng(seed);
      const b = createRng(seed);
      expect(Array.from(shuffledOrthogonalEdges(grid, a))).toEqual(Array.from(shuffle(listed, b)));
      expect(a()).toBe(b());
    }),
  );
});

it('puts four items in each of the 24 orders equally often', () => {
  const rng = createRng('shuffle');
  const counts = new Map<string, number>();
  const runs = 24_000;
  for (let r = 0; r < runs; r++) {
    const key = Array.from(shuffle(Int32Array.of(0, 1, 2, 3), rng)).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(counts.size).toBe(24);
  const expected = runs / 24;
  let chi = 0;
  for (const n of counts.values()) chi += (n - expected) ** 2 / expected;
  expect(chiSquareSurvival(chi, 23)).toBeGreaterThan(1e-4);
});

it('draws in bulk exactly the numbers one rng() call per draw gives, and no more', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 9000 }), fc.string(), (n, seed) => {
      const items = Int32Array.from({ length: n }, (_, i) => i);
      const bulk = createRng(seed);
      const inner = createRng(seed);
      const plain = (): number => inner();
      expect(Array.from(shuffle(items.slice(), bulk))).toEqual(Array.from(shuffle(items.slice(), plain)));
      expect(bulk()).toBe(plain());
    }),
    { numRuns: 40 },
  );
});

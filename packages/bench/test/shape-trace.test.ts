// The conformance suite's full trace checks (every event replayed, draws counted) on triangle
// and polar grids, and one large grid of each, for the graph generators.
import { createRng } from '@mazekit/core';
import { PolarGrid } from '@mazekit/grid-polar';
import { TriangleGrid } from '@mazekit/grid-triangle';
import { assertPerfect, traceCheck } from '@mazekit/testkit';
import { describe, it } from 'vitest';
import { discoverGenerators } from '../src/index.js';

// Every graph generator the bench lists (package.json, where `pnpm new:generator` adds each new one).
const generators = (await discoverGenerators()).generators.filter((g) => g.topologies.includes('*'));

// The conformance suite's trace checks on triangle grids: every event replayed (a forest at
// all times, the head where the carving happens), the same maze and the same number of
// random draws with and without a tracer and from a plain () => number rng; and one grid of
// 6 000 cells, past the sizes where bugs of large mazes hide.
describe('graph generators on triangle grids, event by event', () => {
  const sizes: Array<[number, number, number]> = [[1, 1, 1], [2, 5, 1], [9, 6, 1], [4, 3, 3], [100, 60, 1]];
  for (const gen of generators) {
    it(`${gen.id}: trace, draws and a 100x60 maze`, () => {
      for (const [w, h, l] of sizes) traceCheck(gen, () => new TriangleGrid(w, h, l), `${w}x${h}x${l}`, {});
      const large = new TriangleGrid(100, 60);
      gen.carve(large, createRng('large'));
      assertPerfect(large, `${gen.id} 100x60`);
    });
  }
});

// The conformance suite's trace checks on polar grids: every event replayed (a forest at
// all times, the head where the carving happens), the same maze and the same number of
// random draws with and without a tracer and from a plain () => number rng; and one grid of
// more than 5 000 cells, past the sizes where bugs of large mazes hide.
describe('graph generators on polar grids, event by event', () => {
  for (const gen of generators) {
    it(`${gen.id}: trace, draws and a large maze`, () => {
      for (const rings of [1, 2, 3, 7]) traceCheck(gen, () => new PolarGrid(rings), `rings-${rings}`, {});
      const large = new PolarGrid(48);
      if (large.size <= 5000) throw new Error(`48 rings make only ${large.size} cells`);
      gen.carve(large, createRng('large'));
      assertPerfect(large, `${gen.id} on 48 rings`);
    });
  }
});

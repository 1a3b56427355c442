import { type Generator, createRng } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as huntAndKill } from '@mazekit/generator-hunt-and-kill';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as prim } from '@mazekit/generator-prim';
import { generator as wilson } from '@mazekit/generator-wilson';
import { assertPerfect, traceCheck } from '@mazekit/testkit';
import { describe, it } from 'vitest';
import { TriangleGrid } from '../src/index.js';

// The conformance suite's trace checks on triangle grids: every event replayed (a forest at
// all times, the head where the carving happens), the same maze and the same number of
// random draws with and without a tracer and from a plain () => number rng; and one grid of
// 6 000 cells, past the sizes where bugs of large mazes hide.
describe('graph generators on triangle grids, event by event', () => {
  const generators: Generator[] = [backtracker, wilson, kruskal, aldousBroder, huntAndKill, prim];
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

import { OrthogonalGrid } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { HexTestGrid, chiSquareSurvival, conformanceChecks, runConformance, spanningTreeCount, uniformity } from '../src/index.js';
import { binaryTree, goodWalk, ignoresSeed, leavesLoop, leavesUnreachable, liesToTracer } from './generators.js';

// A random walk through the plain Grid interface is slow on 65 536 cells: 72 x 72 still has more than 5 000.
runConformance(goodWalk, { numRuns: 20, largeSide: 72 });
runConformance(binaryTree, { numRuns: 20 });

function failures(gen: typeof goodWalk): string[] {
  const out: string[] = [];
  for (const check of conformanceChecks(gen, { numRuns: 10, largeSide: 72 })) {
    try {
      check.run();
    } catch (error) {
      out.push(`${check.name}: ${(error as Error).message}`);
    }
  }
  return out;
}

describe('the conformance suite catches broken generators', () => {
  it('a generator that leaves a loop', () => {
    const f = failures(leavesLoop);
    expect(f.some((m) => /carves a perfect 3x3 maze: .*has loops/.test(m))).toBe(true);
  });

  it('a generator that leaves a cell unreachable', () => {
    const f = failures(leavesUnreachable);
    expect(f.some((m) => /cannot be reached/.test(m))).toBe(true);
  });

  it('a generator that ignores the seed', () => {
    const f = failures(ignoresSeed);
    expect(f).toContainEqual(expect.stringMatching(/different seeds give different mazes: 24 seeds gave only 1 different/));
  });

  it('a generator whose trace does not match its maze', () => {
    const f = failures(liesToTracer);
    expect(f.some((m) => /^tracer events agree/.test(m))).toBe(true);
  });

  it('passes a correct generator', () => {
    expect(failures(goodWalk)).toEqual([]);
  });
});

describe('spanning tree counts (matrix-tree theorem)', () => {
  it('match the published table', () => {
    const count = (w: number, h: number, l = 1): bigint => spanningTreeCount(new OrthogonalGrid(w, h, l));
    expect(count(2, 2)).toBe(4n);
    expect(count(2, 3)).toBe(15n);
    expect(count(3, 3)).toBe(192n);
    expect(count(3, 4)).toBe(2415n);
    expect(count(4, 4)).toBe(100352n);
    expect(count(4, 5)).toBe(4140081n);
    expect(count(1, 1)).toBe(1n);
    expect(count(1, 7)).toBe(1n);
    // A 2x2x2 cube graph has 384 spanning trees.
    expect(count(2, 2, 2)).toBe(384n);
    expect(spanningTreeCount(new HexTestGrid(2, 2))).toBe(8n);
  });
});

describe('uniformity', () => {
  it('accepts a uniform generator', () => {
    const r = uniformity(goodWalk, { width: 3, height: 3, samples: 192 * 40, seed: 'u' });
    expect(r.trees).toBe(192);
    expect(r.distinct).toBe(192);
    expect(r.pValue).toBeGreaterThan(0.001);
  });

  it('rejects a biased generator', () => {
    const r = uniformity(binaryTree, { width: 3, height: 3, samples: 192 * 20, seed: 'u' });
    expect(r.distinct).toBeLessThan(192);
    expect(r.pValue).toBeLessThan(1e-6);
  });

  it('chi-square tail probabilities are right', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(18.307, 10)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(191, 191)).toBeGreaterThan(0.45);
    expect(chiSquareSurvival(300, 191)).toBeLessThan(1e-5);
    expect(chiSquareSurvival(0, 5)).toBe(1);
  });
});

describe('test mazes for renderer tests', () => {
  it('carve any grid: a perfect, reproducible maze on a hex test grid', async () => {
    const { dfsGridMaze, HexTestGrid, assertPerfect } = await import('../src/index.js');
    const maze = dfsGridMaze(new HexTestGrid(7, 5), 'hex');
    assertPerfect(maze.grid);
    expect(Array.from(dfsGridMaze(new HexTestGrid(7, 5), 'hex').grid.cells)).toEqual(Array.from(maze.grid.cells));
    expect(Array.from(dfsGridMaze(new HexTestGrid(7, 5), 'other').grid.cells)).not.toEqual(Array.from(maze.grid.cells));
  });

  it('are perfect, reproducible, and their traces replay to them', async () => {
    const { TracePlayer, TraceRecorder } = await import('@mazekit/core');
    const { dfsMaze, wilsonMaze, assertPerfect } = await import('../src/index.js');
    for (const make of [dfsMaze, wilsonMaze]) {
      const recorder = new TraceRecorder();
      const maze = make(9, 7, 2, 'm', recorder);
      assertPerfect(maze.grid);
      expect(Array.from(make(9, 7, 2, 'm').grid.cells)).toEqual(Array.from(maze.grid.cells));
      const player = new TracePlayer(maze.grid, recorder.finish());
      expect(Array.from(player.seek(player.steps).cells)).toEqual(Array.from(maze.grid.cells));
    }
  });
});

describe('assertSameCarving', () => {
  it('passes equal carvings and names the first difference', async () => {
    const { assertSameCarving } = await import('../src/index.js');
    const walk = (grid: Parameters<typeof goodWalk.carve>[0], rng: () => number): void => {
      goodWalk.carve(grid, rng);
    };
    expect(() => assertSameCarving(walk, walk, { numRuns: 20 })).not.toThrow();
    const other = (grid: Parameters<typeof goodWalk.carve>[0], rng: () => number): void => {
      rng();
      goodWalk.carve(grid, rng);
    };
    expect(() => assertSameCarving(walk, other, { numRuns: 20 })).toThrow(/cell \d+ is \d+ on the fast path/);
  });
});

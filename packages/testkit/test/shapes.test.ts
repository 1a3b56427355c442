import { OrthogonalGrid, maskGrid, type Grid } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { conformanceShapes, maskedShapeGrid, shapeConformanceChecks, shapeParams, spanningTreeCount, uniformityGrids, uniformityOn } from '../src/index.js';
import { binaryTree, goodWalk, leavesLoop, liesToTracer } from './generators.js';

function failures(gen: typeof goodWalk): string[] {
  const out: string[] = [];
  for (const check of shapeConformanceChecks(gen)) {
    try {
      check.run();
    } catch (error) {
      out.push(`${check.name}: ${(error as Error).message}`);
    }
  }
  return out;
}

describe('shape conformance', () => {
  it('knows orthogonal, and builds grids from a shape’s parameters', () => {
    expect(conformanceShapes.map((s) => s.topology)).toEqual(['orthogonal']);
    const square = conformanceShapes[0]!;
    expect(shapeParams(square, 4, 2)).toEqual({ width: 4, height: 4, levels: 2 });
    expect(square.create(shapeParams(square, 4, 2)).size).toBe(32);
    const masked = maskedShapeGrid(square, 9);
    expect(masked.size).toBeGreaterThan(30);
    expect(masked.size).toBeLessThan(81);
  });

  it('passes a correct graph generator on masked grids, multi-level too', () => {
    expect(shapeConformanceChecks(goodWalk).map((c) => c.name)).toEqual(['carves perfect masked orthogonal mazes, traced consistently']);
    expect(failures(goodWalk)).toEqual([]);
  });

  it('checks that a board generator refuses masks', () => {
    expect(shapeConformanceChecks(binaryTree).map((c) => c.name)).toEqual(['refuses masked orthogonal grids with one line']);
    expect(failures(binaryTree)).toEqual([]);
  });

  it('catches a generator that leaves loops on masked grids, or whose trace lies', () => {
    expect(failures(leavesLoop).some((m) => /^carves perfect masked orthogonal mazes.*has loops/.test(m))).toBe(true);
    expect(failures(liesToTracer).some((m) => /masked orthogonal: /.test(m))).toBe(true);
  });
});

describe('spanning trees of other shapes (matrix-tree theorem)', () => {
  it('counts known graphs', () => {
    // A 3x3 square ring around a masked-off centre is an 8-cycle: 8 trees.
    expect(spanningTreeCount(maskGrid(new OrthogonalGrid(3, 3), Uint8Array.of(1, 1, 1, 1, 0, 1, 1, 1, 1)))).toBe(8n);
    // Masking off nothing changes nothing.
    expect(spanningTreeCount(maskGrid(new OrthogonalGrid(3, 3), new Uint8Array(9).fill(1)))).toBe(192n);
  });
});

describe('uniformity on shapes', () => {
  for (const { name, make } of uniformityGrids()) {
    it(`accepts a uniform generator on ${name}`, () => {
      const r = uniformityOn(goodWalk, make, { seed: name });
      expect(r.trees).toBeGreaterThan(7);
      expect(r.trees).toBeLessThan(5000);
      expect(r.distinct).toBe(r.trees);
      expect(r.pValue).toBeGreaterThan(0.001);
    });
  }

  it('rejects a generator biased on a masked grid', () => {
    // Always the lowest open direction first: far from uniform.
    const ring = () => maskGrid(new OrthogonalGrid(3, 3), Uint8Array.of(1, 1, 1, 1, 0, 1, 1, 1, 1));
    const r = uniformityOn(binaryTreeAny, ring, { samples: 400, seed: 'b' });
    expect(r.pValue).toBeLessThan(1e-6);
  });
});

const binaryTreeAny = { ...goodWalk, id: 'first-open', carve: firstOpen, unsupported: () => undefined } as typeof goodWalk;

function firstOpen(grid: Grid, rng: () => number): void {
  // A depth-first search that tries directions in order, randomised only at the root.
  const seen = new Uint8Array(grid.size);
  const root = Math.floor(rng() * grid.size);
  const stack = [root];
  seen[root] = 1;
  while (stack.length) {
    const c = stack[stack.length - 1]!;
    let moved = false;
    for (let d = 0; d < grid.degree && !moved; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) {
        seen[n] = 1;
        grid.link(c, d);
        stack.push(n);
        moved = true;
      }
    }
    if (!moved) stack.pop();
  }
}

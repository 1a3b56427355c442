import { Bits, DOWN, EAST, type Grid, NORTH, SOUTH, UP, WEST, createRng, forEachNeighbor, isMazekitError, isPerfect } from '@mazekit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriangleGrid, isTriangle } from '../src/index.js';
import { carveDfs, carveWalk } from './carve.js';

function asymmetries(g: Grid): string[] {
  const wrong: string[] = [];
  for (let c = 0; c < g.size; c++) {
    forEachNeighbor(g, c, (n, d) => {
      if (n < 0 || n >= g.size) wrong.push(`${c} -${d}-> ${n} is off the grid`);
      else if (g.neighbor(n, g.opposite(d)) !== c || g.directionTo(c, n) !== d) wrong.push(`${c} -${d}-> ${n}`);
    });
  }
  return wrong;
}

describe('TriangleGrid', () => {
  it('numbers cells col + width * (row + height * level) and points (col + row) even cells up', () => {
    const g = new TriangleGrid(5, 3, 2);
    expect(g.size).toBe(30);
    expect(g.degree).toBe(6);
    expect(new TriangleGrid(5, 3).degree).toBe(4);
    expect(g.index(4, 2, 1)).toBe(4 + 5 * (2 + 3 * 1));
    expect([g.col(29), g.row(29), g.level(29)]).toEqual([4, 2, 1]);
    expect(g.pointsUp(g.index(0, 0))).toBe(true);
    expect(g.pointsUp(g.index(1, 0))).toBe(false);
    expect(g.pointsUp(g.index(0, 1))).toBe(false);
    expect(g.pointsUp(g.index(3, 2, 1))).toBe(false);
    expect(g.pointsUp(g.index(2, 2, 1))).toBe(true);
  });

  it('gives a point-up cell a south side and a point-down cell a north side, never both', () => {
    const g = new TriangleGrid(4, 3);
    // (0, 0) points up: east, south; no north, no west.
    expect([g.neighbor(0, NORTH), g.neighbor(0, SOUTH), g.neighbor(0, EAST), g.neighbor(0, WEST)]).toEqual([-1, 4, 1, -1]);
    // (1, 0) points down, on the top row: no north.
    expect([g.neighbor(1, NORTH), g.neighbor(1, SOUTH), g.neighbor(1, EAST), g.neighbor(1, WEST)]).toEqual([-1, -1, 2, 0]);
    // (1, 1) points up; (0, 1) points down and reaches (0, 0) north.
    expect(g.neighbor(5, SOUTH)).toBe(9);
    expect(g.neighbor(5, NORTH)).toBe(-1);
    expect(g.neighbor(4, NORTH)).toBe(0);
    expect(g.neighbor(4, SOUTH)).toBe(-1);
    // The bottom row's point-up cells have no south neighbour.
    expect(g.neighbor(9, SOUTH)).toBe(-1);
    expect(g.neighbor(0, UP)).toBe(-1);
    expect(g.neighbor(0, 6)).toBe(-1);
    for (let c = 0; c < g.size; c++) {
      const sides = [NORTH, SOUTH, EAST, WEST].filter((d) => g.neighbor(c, d) >= 0).length;
      expect(sides).toBeLessThanOrEqual(3);
      expect(g.neighbor(c, NORTH) >= 0 && g.neighbor(c, SOUTH) >= 0).toBe(false);
    }
  });

  it('joins floors by stairs up and down', () => {
    const g = new TriangleGrid(3, 2, 3);
    expect(g.neighbor(1, UP)).toBe(7);
    expect(g.neighbor(7, UP)).toBe(13);
    expect(g.neighbor(13, UP)).toBe(-1);
    expect(g.neighbor(13, DOWN)).toBe(7);
    expect(g.neighbor(1, DOWN)).toBe(-1);
  });

  it('is symmetric: the neighbour of my neighbour in the opposite direction is me', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 4 }), (w, h, l) => {
        fc.pre(w > 1 || h <= 2);
        expect(asymmetries(new TriangleGrid(w, h, l))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('has the edge count of a triangle board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (w, h) => {
        fc.pre(w > 1 || h <= 2);
        const g = new TriangleGrid(w, h);
        let ends = 0;
        for (let c = 0; c < g.size; c++) forEachNeighbor(g, c, () => ends++);
        // (w − 1) slanted sides per row, plus the flat sides between rows: one per column pair
        // whose upper cell points up, i.e. ceil(w / 2) or floor(w / 2) alternately.
        let flat = 0;
        for (let row = 0; row < h - 1; row++) flat += row % 2 === 0 ? Math.ceil(w / 2) : Math.floor(w / 2);
        expect(ends / 2).toBe(h * (w - 1) + flat);
      }),
    );
  });

  it('links, unlinks and clones with the bits of the square grid', () => {
    const g = new TriangleGrid(3, 2, 2);
    g.link(0, EAST);
    g.link(0, SOUTH);
    g.link(0, UP);
    expect(g.cells[0]).toBe(Bits.E | Bits.S | Bits.U);
    expect(g.cells[1]).toBe(Bits.W);
    expect(g.cells[3]).toBe(Bits.N);
    expect(g.cells[6]).toBe(Bits.D);
    const copy = g.clone();
    g.unlink(3, NORTH);
    expect(g.cells[0]).toBe(Bits.E | Bits.U);
    expect(g.isOpen(3, NORTH)).toBe(false);
    expect(copy.isOpen(3, NORTH)).toBe(true);
    expect(isTriangle(copy)).toBe(true);
  });

  it('refuses a link off the grid, bad sizes and a cells array of the wrong length with one line each', () => {
    const bad: Array<[() => unknown, RegExp]> = [
      [() => new TriangleGrid(2, 2).link(0, NORTH), /cell 0 has no neighbour in direction 0/],
      [() => new TriangleGrid(0, 3), /width must be an integer from 1 to 100000000, got 0/],
      [() => new TriangleGrid(3, 2.5), /height must be an integer from 1 to 100000000, got 2\.5/],
      [() => new TriangleGrid(3, 3, 0), /levels must be an integer from 1 to 100000000, got 0/],
      [() => new TriangleGrid(20000, 20000), /at most 100000000 are allowed/],
      [() => new TriangleGrid(1, 3), /1 cell wide falls apart beyond 2 rows; got width 1, height 3/],
      [() => new TriangleGrid(3, 3, 1, new Uint8Array(8)), /cells must hold 9 bytes for a 3x3x1 grid, got 8/],
    ];
    for (const [action, message] of bad) {
      let error: unknown;
      try {
        action();
      } catch (e) {
        error = e;
      }
      expect(isMazekitError(error), String(message)).toBe(true);
      expect((error as Error).message).toMatch(/^@mazekit\/grid-triangle: /);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('carving triangle grids through the plain Grid interface', () => {
  const sizes: Array<[number, number, number]> = [[1, 1, 1], [1, 2, 1], [2, 5, 1], [7, 1, 1], [2, 2, 1], [9, 6, 1], [30, 17, 1], [4, 3, 3], [1, 1, 4], [12, 9, 2]];
  for (const [name, carve] of [['depth-first search', carveDfs], ['random walk', carveWalk]] as const) {
    it(`${name} makes a perfect maze on flat and multi-level boards`, () => {
      for (const [w, h, l] of sizes) {
        const grid = carve(new TriangleGrid(w, h, l), createRng(`${w}x${h}x${l}`));
        expect(isPerfect(grid), `${w}x${h}x${l}`).toBe(true);
        // No passage through a side the cell does not have.
        for (let c = 0; c < grid.size; c++) expect(grid.cells[c]! & (grid.pointsUp(c) ? Bits.N : Bits.S)).toBe(0);
      }
    });
  }

  it('uses the stairs in a multi-level maze', () => {
    const grid = carveWalk(new TriangleGrid(6, 5, 3), createRng('stairs'));
    let stairs = 0;
    for (let c = 0; c < grid.size; c++) if (grid.cells[c]! & Bits.U) stairs++;
    expect(stairs).toBeGreaterThanOrEqual(2);
  });
});

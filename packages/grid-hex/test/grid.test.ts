import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../src/index.js';

describe('HexGrid', () => {
  it('numbers cells col + width × (row + height × level)', () => {
    const grid = new HexGrid(5, 4, 3);
    expect([grid.size, grid.degree, grid.plane]).toEqual([60, 8, 20]);
    const c = grid.index(3, 2, 1);
    expect(c).toBe(33);
    expect([grid.col(c), grid.row(c), grid.level(c)]).toEqual([3, 2, 1]);
    expect(new HexGrid(5, 4).degree).toBe(6);
  });

  it('follows the odd-r neighbour table of the spec', () => {
    const g = new HexGrid(4, 3);
    const at = (cell: number) => [0, 1, 2, 3, 4, 5].map((d) => g.neighbor(cell, d));
    // (1, 1), an odd row: E (2,1), W (0,1), NE (2,0), SW (1,2), NW (1,0), SE (2,2).
    expect(at(g.index(1, 1))).toEqual([6, 4, 2, 9, 1, 10]);
    // (1, 2), an even row: E (2,2), W (0,2), NE (1,1), SW (0,3)=off, NW (0,1), SE off.
    expect(at(g.index(1, 2))).toEqual([10, 8, 5, -1, 4, -1]);
    // (0, 0): only east, and south-east at (0, 1).
    expect(at(0)).toEqual([1, -1, -1, -1, -1, 4]);
    // (3, 1), last column of an odd row: nothing east, north-east or south-east.
    expect(at(g.index(3, 1))).toEqual([-1, 6, -1, 11, 3, -1]);
    expect(g.neighbor(0, 6)).toBe(-1);
    expect(g.neighbor(0, 8)).toBe(-1);
  });

  it('has symmetric neighbours: neighbor(neighbor(c, d), d ^ 1) = c, on any board (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3 }), (w, h, l) => {
        const g = new HexGrid(w, h, l);
        let edges = 0;
        for (let c = 0; c < g.size; c++) {
          for (let d = 0; d < g.degree; d++) {
            const n = g.neighbor(c, d);
            if (n < 0) continue;
            edges++;
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThan(g.size);
            expect(g.neighbor(n, g.opposite(d))).toBe(c);
            expect(g.directionTo(c, n)).toBe(d);
          }
        }
        // Per floor: (w-1)h east-west pairs, and (h-1) rows of 2w-1 diagonal pairs; plus stairs.
        const flat = (w - 1) * h + (h - 1) * (2 * w - 1);
        expect(edges / 2).toBe(flat * l + w * h * (l - 1));
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('links both ends of a passage, and clones', () => {
    const g = new HexGrid(3, 3, 2);
    g.link(g.index(1, 1), 2);
    g.link(g.index(1, 1), 6);
    expect(g.cells[g.index(1, 1)]).toBe(4 | 64);
    expect(g.cells[g.index(2, 0)]).toBe(8);
    expect(g.cells[g.index(1, 1, 1)]).toBe(128);
    const copy = g.clone();
    g.unlink(g.index(1, 1), 2);
    expect(g.cells[g.index(2, 0)]).toBe(0);
    expect(copy.cells[g.index(2, 0)]).toBe(8);
    expect(copy.isOpen(g.index(1, 1), 2)).toBe(true);
  });
});

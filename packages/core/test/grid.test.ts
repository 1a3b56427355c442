import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bits, DOWN, EAST, MAX_CELLS, NORTH, OrthogonalGrid, SOUTH, UP, WEST, assertSize, forEachNeighbor, neighborTable, totalPassages, type Grid } from '../src/index.js';

describe('OrthogonalGrid', () => {
  it('numbers cells col + width * (row + height * level)', () => {
    const g = new OrthogonalGrid(4, 3, 2);
    expect(g.index(1, 2, 1)).toBe(1 + 4 * (2 + 3 * 1));
    expect([g.col(21), g.row(21), g.level(21)]).toEqual([1, 2, 1]);
    expect(g.size).toBe(24);
    expect(g.degree).toBe(6);
    expect(new OrthogonalGrid(4, 3).degree).toBe(4);
  });

  it('finds neighbours and stays on the grid', () => {
    const g = new OrthogonalGrid(3, 2, 2);
    expect(g.neighbor(0, NORTH)).toBe(-1);
    expect(g.neighbor(0, WEST)).toBe(-1);
    expect(g.neighbor(0, EAST)).toBe(1);
    expect(g.neighbor(0, SOUTH)).toBe(3);
    expect(g.neighbor(0, UP)).toBe(6);
    expect(g.neighbor(0, DOWN)).toBe(-1);
    expect(g.neighbor(5, SOUTH)).toBe(-1);
    expect(g.neighbor(5, EAST)).toBe(-1);
    expect(g.neighbor(11, UP)).toBe(-1);
    expect(g.neighbor(11, DOWN)).toBe(5);
    expect(g.neighbor(3, NORTH)).toBe(0);
    expect(g.neighbor(6, NORTH)).toBe(-1);
  });

  it('is symmetric: the neighbour of my neighbour in the opposite direction is me', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 4 }), (w, h, l) => {
        const g = new OrthogonalGrid(w, h, l);
        const wrong: string[] = [];
        for (let c = 0; c < g.size; c++) {
          forEachNeighbor(g, c, (n, d) => {
            if (g.neighbor(n, g.opposite(d)) !== c || g.directionTo(c, n) !== d) wrong.push(`${c}->${n} (${d})`);
          });
        }
        expect(wrong).toEqual([]);
      }),
    );
  });

  it('links and unlinks both sides with the bits of the format', () => {
    const g = new OrthogonalGrid(2, 2, 2);
    g.link(0, EAST);
    g.link(0, UP);
    expect(g.cells[0]).toBe(Bits.E | Bits.U);
    expect(g.cells[1]).toBe(Bits.W);
    expect(g.cells[4]).toBe(Bits.D);
    expect(totalPassages(g)).toBe(2);
    g.unlink(1, WEST);
    expect(g.cells[0]).toBe(Bits.U);
    expect(g.isOpen(4, DOWN)).toBe(true);
    const copy = g.clone();
    copy.link(0, SOUTH);
    expect(g.cells[0]).toBe(Bits.U);
  });
});

describe('size limits', () => {
  it('refuses bad sizes with one line naming the value', () => {
    expect(() => new OrthogonalGrid(0, 3)).toThrow('@mazekit/core: width must be an integer from 1 to 100000000, got 0');
    expect(() => new OrthogonalGrid(2.5, 3)).toThrow(/width .* got 2.5/);
    expect(() => new OrthogonalGrid(3, -1)).toThrow(/height .* got -1/);
    expect(() => new OrthogonalGrid(3, 3, 0)).toThrow(/levels .* got 0/);
    expect(() => assertSize('3', 3)).toThrow(/width .* got "3"/);
  });

  it('refuses mazes above MAX_CELLS before allocating', () => {
    expect(() => new OrthogonalGrid(20_000, 20_000)).toThrow(
      `@mazekit/core: a 20000x20000x1 maze has 400000000 cells; at most ${MAX_CELLS} are allowed`,
    );
  });
});

describe('neighborTable', () => {
  it('holds grid.neighbor for every cell and direction, and nothing past its limit', () => {
    // A ring of 7 cells through the Grid interface only: clockwise, counter-clockwise, and a third direction that leads nowhere.
    const ring = {
      topology: 'ring',
      size: 7,
      degree: 3,
      levels: 1,
      cells: new Uint8Array(7),
      neighbor: (cell: number, dir: number) => (dir === 0 ? (cell + 1) % 7 : dir === 1 ? (cell + 6) % 7 : -1),
    } as unknown as Grid;
    const grids: Grid[] = [new OrthogonalGrid(5, 4, 3), ring];
    for (const grid of grids) {
      const table = neighborTable(grid)!;
      expect(table).toHaveLength(grid.size * grid.degree);
      for (let c = 0; c < grid.size; c++) for (let d = 0; d < grid.degree; d++) expect(table[c * grid.degree + d]).toBe(grid.neighbor(c, d));
    }
    const grid = new OrthogonalGrid(5, 4);
    expect(neighborTable(grid, grid.size * grid.degree)).toBeDefined();
    expect(neighborTable(grid, grid.size * grid.degree - 1)).toBeUndefined();
  });
});

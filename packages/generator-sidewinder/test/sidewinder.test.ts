import { Bits, OrthogonalGrid, createRng, isMazekitError } from '@mazekit/core';
import { HexTestGrid, deadEndFraction } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { carveSidewinder, generator } from '../src/index.js';

function carved(w: number, h: number, l: number, seed: string): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h, l);
  generator.carve(grid, createRng(seed));
  return grid;
}

describe('sidewinder texture', () => {
  it('leaves an unbroken corridor along the north row', () => {
    for (const seed of ['a', 'b', 'c']) {
      const grid = carved(30, 20, 1, seed);
      for (let col = 0; col < 29; col++) expect(grid.cells[grid.index(col, 0)]! & Bits.E).toBe(Bits.E);
    }
  });

  it('gives every run below the top row exactly one passage north', () => {
    const grid = carved(30, 20, 1, 'runs');
    let brokenEastColumn = false;
    for (let row = 1; row < 20; row++) {
      let north = 0;
      for (let col = 0; col < 30; col++) {
        const bits = grid.cells[grid.index(col, row)]!;
        if (bits & Bits.N) north++;
        if (!(bits & Bits.E)) {
          // The run ends at this cell.
          expect(north).toBe(1);
          north = 0;
        }
      }
      if (!(grid.cells[grid.index(29, row)]! & Bits.N)) brokenEastColumn = true;
    }
    // Unlike the binary tree, the east column is not a corridor.
    expect(brokenEastColumn).toBe(true);
  });

  it('has the published dead-end fraction, 27.6 % at 100 x 100', () => {
    const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 10 });
    expect(Math.abs(fraction * 100 - 27.6)).toBeLessThan(1.5);
  });
});

describe('sidewinder on several levels', () => {
  it('closes runs north or up, keeping the corridor on the top floor only', () => {
    const grid = carved(8, 6, 3, 'levels');
    let northFromLower = 0;
    for (let level = 0; level < 3; level++) {
      for (let row = 0; row < 6; row++) {
        let out = 0;
        for (let col = 0; col < 8; col++) {
          const bits = grid.cells[grid.index(col, row, level)]!;
          if (row === 0) expect(bits & Bits.N).toBe(0);
          if (level === 2) expect(bits & Bits.U).toBe(0);
          if (level < 2 && row > 0 && bits & Bits.N) northFromLower++;
          out += (bits & Bits.N ? 1 : 0) + (bits & Bits.U ? 1 : 0);
          if (!(bits & Bits.E)) {
            expect(out).toBe(level === 2 && row === 0 ? 0 : 1);
            out = 0;
          }
        }
      }
    }
    for (let col = 0; col < 7; col++) expect(grid.cells[grid.index(col, 0, 2)]! & Bits.E).toBe(Bits.E);
    expect(northFromLower).toBeGreaterThan(0);
  });
});

describe('carveSidewinder', () => {
  it('gives the same maze as the generator, with or without a tracer', () => {
    const direct = new OrthogonalGrid(17, 9);
    carveSidewinder(direct, createRng('same'));
    const traced = new OrthogonalGrid(17, 9);
    let carves = 0;
    carveSidewinder(traced, createRng('same'), { carve: () => void carves++ });
    expect(direct.cells).toEqual(carved(17, 9, 1, 'same').cells);
    expect(traced.cells).toEqual(direct.cells);
    expect(carves).toBe(17 * 9 - 1);
  });

  it('refuses a grid that is not orthogonal with a one-line error', () => {
    let error: unknown;
    try {
      carveSidewinder(new HexTestGrid(3, 3), createRng('x'));
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/@mazekit\/generator-sidewinder: .*orthogonal.*hex-test/);
  });
});

import { Bits, OrthogonalGrid, createRng, isMazekitError } from '@mazekit/core';
import { HexTestGrid, deadEndFraction } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { carveBinaryTree, generator } from '../src/index.js';

function carved(w: number, h: number, l: number, seed: string): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h, l);
  generator.carve(grid, createRng(seed));
  return grid;
}

describe('binary tree texture', () => {
  it('leaves an unbroken corridor along the north row and down the east column', () => {
    for (const seed of ['a', 'b', 'c']) {
      const grid = carved(30, 20, 1, seed);
      for (let col = 0; col < 29; col++) expect(grid.cells[grid.index(col, 0)]! & Bits.E).toBe(Bits.E);
      for (let row = 1; row < 20; row++) expect(grid.cells[grid.index(29, row)]! & Bits.N).toBe(Bits.N);
    }
  });

  it('opens every cell north or east, never both out of one cell', () => {
    const grid = carved(25, 25, 1, 'bias');
    for (let c = 0; c < grid.size; c++) {
      const row = grid.row(c);
      const col = grid.col(c);
      const own = (grid.cells[c]! & Bits.N ? 1 : 0) + (grid.cells[c]! & Bits.E ? 1 : 0);
      expect(own).toBe(row === 0 && col === 24 ? 0 : 1);
    }
  });

  it('has the published dead-end fraction, 25.0 % at 100 x 100', () => {
    const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 10 });
    expect(Math.abs(fraction * 100 - 25.0)).toBeLessThan(1.5);
  });
});

describe('binary tree on several levels', () => {
  it('opens north, east or up from each cell, the corridors only on the top level', () => {
    const grid = carved(8, 6, 3, 'levels');
    let ups = 0;
    for (let c = 0; c < grid.size; c++) {
      const bits = grid.cells[c]! & (Bits.N | Bits.E | Bits.U);
      if (c === grid.index(7, 0, 2)) expect(bits).toBe(0);
      else expect([Bits.N, Bits.E, Bits.U]).toContain(bits);
      if (bits === Bits.U) ups++;
    }
    for (let col = 0; col < 7; col++) expect(grid.cells[grid.index(col, 0, 2)]! & Bits.E).toBe(Bits.E);
    // Two levels of 48 cells with about a third of them going up; 32 would be the mean.
    expect(ups).toBeGreaterThan(16);
    expect(ups).toBeLessThan(48);
  });
});

describe('carveBinaryTree', () => {
  it('gives the same maze as the generator, with or without a tracer', () => {
    const direct = new OrthogonalGrid(17, 9);
    carveBinaryTree(direct, createRng('same'));
    const traced = new OrthogonalGrid(17, 9);
    const events: string[] = [];
    carveBinaryTree(traced, createRng('same'), { head: () => events.push('head'), carve: () => events.push('carve') });
    expect(direct.cells).toEqual(carved(17, 9, 1, 'same').cells);
    expect(traced.cells).toEqual(direct.cells);
    expect(events.filter((e) => e === 'carve')).toHaveLength(17 * 9 - 1);
  });

  it('refuses a grid that is not orthogonal with a one-line error', () => {
    let error: unknown;
    try {
      carveBinaryTree(new HexTestGrid(3, 3), createRng('x'));
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/@mazekit\/generator-binary-tree: .*orthogonal.*hex-test/);
  });
});

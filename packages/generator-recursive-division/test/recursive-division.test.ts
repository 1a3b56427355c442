import { Bits, OrthogonalGrid, createRng, isMazekitError } from '@mazekit/core';
import { HexTestGrid, assertPerfect, deadEndFraction } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { carveRecursiveDivision, generator } from '../src/index.js';

function carved(w: number, h: number, seed: string): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h);
  generator.carve(grid, createRng(seed));
  return grid;
}

function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    return error as Error;
  }
  throw new Error('expected a MazekitError');
}

describe('recursive division', () => {
  it('splits a wide field first with one full-height wall that has a single gap', () => {
    for (const seed of ['a', 'b', 'c']) {
      const grid = carved(30, 20, seed);
      const fullWalls = [];
      for (let col = 0; col < 29; col++) {
        let open = 0;
        for (let row = 0; row < 20; row++) if (grid.cells[grid.index(col, row)]! & Bits.E) open++;
        if (open === 1) fullWalls.push(col);
      }
      expect(fullWalls.length).toBeGreaterThan(0);
    }
  });

  it('splits a tall field first with one full-width wall that has a single gap', () => {
    const grid = carved(20, 30, 'tall');
    let found = false;
    for (let row = 0; row < 29; row++) {
      let open = 0;
      for (let col = 0; col < 20; col++) if (grid.cells[grid.index(col, row)]! & Bits.S) open++;
      if (open === 1) found = true;
    }
    expect(found).toBe(true);
  });

  it('has the published dead-end fraction, 26.9 % at 100 x 100', () => {
    const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 10 });
    expect(Math.abs(fraction * 100 - 26.9)).toBeLessThan(1.5);
  });

  it('keeps its explicit stack within bounds on long, thin and large fields', () => {
    for (const [w, h] of [[2, 4000], [4000, 2], [3, 2500], [300, 300]] as const) {
      assertPerfect(carved(w, h, `thin-${w}`), `${w}x${h}`);
    }
  });

  it('reports the open field as carve events first, then only walls', () => {
    const events: Array<[string, number, number]> = [];
    const grid = new OrthogonalGrid(12, 9);
    carveRecursiveDivision(grid, createRng('events'), {
      carve: (a, b) => void events.push(['carve', a, b]),
      wall: (a, b) => void events.push(['wall', a, b]),
    });
    const carves = events.filter(([type]) => type === 'carve');
    const walls = events.filter(([type]) => type === 'wall');
    const interior = 11 * 9 + 12 * 8;
    expect(carves).toHaveLength(interior);
    expect(events.slice(0, interior)).toEqual(carves);
    expect(walls).toHaveLength(interior - (12 * 9 - 1));
    expect(grid.cells).toEqual(carved(12, 9, 'events').cells);
  });

  it('refuses grids it cannot carve with one-line errors', () => {
    expect(thrown(() => carveRecursiveDivision(new HexTestGrid(3, 3), createRng('x'))).message).toMatch(
      /generator-recursive-division: .*orthogonal.*hex-test/,
    );
    expect(thrown(() => carveRecursiveDivision(new OrthogonalGrid(3, 3, 2), createRng('x'))).message).toMatch(
      /levels=2, allowed: 1/,
    );
    expect(thrown(() => generator.carve(new OrthogonalGrid(3, 3, 3), createRng('x'))).message).toMatch(
      /generator-recursive-division: .*levels=3/,
    );
  });
});

import { Bits, OrthogonalGrid, createRng, isMazekitError } from '@mazekit/core';
import { HexTestGrid, assertPerfect, deadEndFraction } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { carveRecursiveDivision, generator } from '../src/index.js';

function carved(w: number, h: number, seed: string, levels = 1): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h, levels);
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
  it('traces the open field first (one join of every cell, then its passages), then only heads and walls', () => {
    for (const [w, h, l] of [[7, 5, 1], [4, 3, 3]] as const) {
      const events: string[] = [];
      const grid = new OrthogonalGrid(w, h, l);
      generator.carve(grid, createRng('order'), undefined, {
        visit: () => events.push('visit'),
        join: (cells) => events.push(`join ${cells.length}`),
        carve: () => events.push('carve'),
        head: () => events.push('head'),
        wall: () => events.push('wall'),
      });
      const size = w * h * l;
      const passages = (w - 1) * h * l + w * (h - 1) * l + w * h * (l - 1);
      expect(events[0]).toBe(`join ${size}`);
      expect(events.slice(1, 1 + passages).every((e) => e === 'carve')).toBe(true);
      const rest = events.slice(1 + passages);
      expect(rest[0]).toBe('head');
      expect(rest.every((e) => e === 'head' || e === 'wall')).toBe(true);
      // Every passage of the field not in the finished (perfect) maze got a wall.
      expect(rest.filter((e) => e === 'wall').length).toBe(passages - (size - 1));
      expect(events).not.toContain('visit');
    }
  });

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
    for (const [w, h, l] of [[2, 4000, 1], [4000, 2, 1], [3, 2500, 1], [300, 300, 1], [2, 2, 2000], [1, 3, 2000], [40, 3, 50]] as const) {
      assertPerfect(carved(w, h, `thin-${w}`, l), `${w}x${h}x${l}`);
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

  it('refuses grids that are not orthogonal with a one-line error', () => {
    expect(thrown(() => carveRecursiveDivision(new HexTestGrid(3, 3), createRng('x'))).message).toMatch(
      /generator-recursive-division: .*orthogonal.*hex-test/,
    );
  });
});

describe('recursive division on several levels', () => {
  it('cuts a chamber deeper than wide and tall with a floor that keeps one stair', () => {
    for (const seed of ['a', 'b', 'c']) {
      const grid = carved(3, 3, seed, 8);
      const stairs = [];
      for (let level = 0; level < 7; level++) {
        let up = 0;
        for (let c = level * grid.plane; c < (level + 1) * grid.plane; c++) if (grid.cells[c]! & Bits.U) up++;
        stairs.push(up);
      }
      expect(stairs).toContain(1);
    }
  });

  it('reports stairs of the open field as carve events and floors as walls', () => {
    let carves = 0;
    let walls = 0;
    const grid = new OrthogonalGrid(4, 3, 3);
    carveRecursiveDivision(grid, createRng('levels'), { carve: () => void carves++, wall: () => void walls++ });
    const interior = 3 * (3 * 3 + 4 * 2) + 4 * 3 * 2;
    expect(carves).toBe(interior);
    expect(walls).toBe(interior - (4 * 3 * 3 - 1));
    assertPerfect(grid);
  });
});

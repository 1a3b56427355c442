import { type Grid, MAX_CELLS, createRng, forEachNeighbor, isMazekitError, isPerfect } from '@mazekit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CCW, CW, IN0, IN1, IN2, OUT0, OUT1, OUT2, POLAR_DIRECTIONS, PolarGrid, isPolar, maxRings, splitOf } from '../src/index.js';
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

describe('ring sizes', () => {
  it('start with three cells around the centre and split as the radius grows', () => {
    const g = new PolarGrid(12);
    const counts = Array.from({ length: 13 }, (_, r) => g.ringSize(r));
    expect(counts).toEqual([1, 3, 9, 18, 18, 36, 36, 36, 36, 36, 72, 72, 72]);
    expect(g.size).toBe(counts.reduce((a, b) => a + b, 0));
    expect(Array.from({ length: 12 }, (_, r) => g.ringStart(r + 1))).toEqual(
      counts.slice(0, 12).map((_, r) => counts.slice(0, r + 1).reduce((a, b) => a + b, 0)),
    );
  });

  it('keep every cell between 0.75 and 1.6 units wide along its middle from ring 3 out, up to the largest grid', () => {
    let count = 1;
    const wrong: string[] = [];
    for (let r = 1; r <= maxRings(); r++) {
      const m = splitOf(r, count);
      if (!(m === 1 || m === 2 || (r <= 2 && m === 3))) wrong.push(`ring ${r} splits in ${m}`);
      count *= m;
      const width = (2 * Math.PI * r) / count;
      if (r >= 3 && !(width > 0.75 && width < 1.6)) wrong.push(`ring ${r} is ${width} wide`);
    }
    expect(wrong).toEqual([]);
  });

  it('allows as many rings as fit in MAX_CELLS cells', () => {
    const rings = maxRings();
    let count = 1;
    let total = 1;
    for (let r = 1; r <= rings + 1; r++) {
      count *= splitOf(r, count);
      total += count;
      if (r === rings) expect(total).toBeLessThanOrEqual(MAX_CELLS);
    }
    expect(total).toBeGreaterThan(MAX_CELLS);
  });
});

describe('PolarGrid', () => {
  it('numbers the centre 0 and each ring clockwise from north', () => {
    const g = new PolarGrid(3);
    expect([g.ring(0), g.position(0)]).toEqual([0, 0]);
    expect([g.ring(1), g.position(1), g.ring(3), g.position(3)]).toEqual([1, 0, 1, 2]);
    expect([g.ring(4), g.position(4), g.ring(12), g.position(12)]).toEqual([2, 0, 2, 8]);
    expect([g.ring(13), g.ring(30), g.position(30)]).toEqual([3, 3, 17]);
    expect(g.index(3, 17)).toBe(30);
    for (let c = 0; c < g.size; c++) expect(g.index(g.ring(c), g.position(c))).toBe(c);
  });

  it('names its eight directions, opposite in pairs', () => {
    expect([CW, CCW, OUT0, IN0, OUT1, IN1, OUT2, IN2]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(POLAR_DIRECTIONS).toEqual(['cw', 'ccw', 'out0', 'in0', 'out1', 'in1', 'out2', 'in2']);
    const g = new PolarGrid(2);
    for (let d = 0; d < 8; d++) expect(g.opposite(g.opposite(d))).toBe(d);
    expect(g.opposite(OUT1)).toBe(IN1);
  });

  it('gives the centre only outward neighbours, the three cells of ring 1', () => {
    const g = new PolarGrid(4);
    expect(Array.from({ length: 8 }, (_, d) => g.neighbor(0, d))).toEqual([-1, -1, 1, -1, 2, -1, 3, -1]);
    // Ring 1 cell 2 (index 3) goes back in through in2.
    expect(g.neighbor(3, IN2)).toBe(0);
    expect(g.neighbor(3, IN0)).toBe(-1);
    expect(g.neighbor(3, CW)).toBe(1);
    expect(g.neighbor(1, CCW)).toBe(3);
  });

  it('splits a cell into its outer cells clockwise, each going back in through its own pair', () => {
    const g = new PolarGrid(5);
    // Ring 2 (9 cells, index 4..12) → ring 3 (18 cells, index 13..30): cell i opens to 2i, 2i + 1.
    const cell = g.index(2, 4);
    expect([g.neighbor(cell, OUT0), g.neighbor(cell, OUT1), g.neighbor(cell, OUT2)]).toEqual([g.index(3, 8), g.index(3, 9), -1]);
    expect(g.neighbor(g.index(3, 8), IN0)).toBe(cell);
    expect(g.neighbor(g.index(3, 9), IN1)).toBe(cell);
    expect(g.neighbor(g.index(3, 9), IN0)).toBe(-1);
    // Ring 3 → ring 4 does not split: one outer cell, through out0/in0.
    expect(g.neighbor(g.index(3, 9), OUT0)).toBe(g.index(4, 9));
    expect(g.neighbor(g.index(3, 9), OUT1)).toBe(-1);
    // The outer ring has nothing outside.
    expect(g.neighbor(g.index(5, 0), OUT0)).toBe(-1);
    // Wrapping around a ring.
    expect(g.neighbor(g.index(4, 17), CW)).toBe(g.index(4, 0));
    expect(g.neighbor(g.index(4, 0), CCW)).toBe(g.index(4, 17));
    expect(g.neighbor(5, 8)).toBe(-1);
  });

  it('is symmetric on every size: the neighbour of my neighbour in the opposite direction is me', () => {
    for (let rings = 1; rings <= 40; rings++) expect(asymmetries(new PolarGrid(rings)), `${rings} rings`).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 41, max: 200 }), (rings) => {
        expect(asymmetries(new PolarGrid(rings))).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });

  it('has each cell reach exactly one inner cell and one to three outer cells', () => {
    const g = new PolarGrid(30);
    const wrong: string[] = [];
    for (let c = 1; c < g.size; c++) {
      const inward = [IN0, IN1, IN2].filter((d) => g.neighbor(c, d) >= 0).length;
      const outward = [OUT0, OUT1, OUT2].filter((d) => g.neighbor(c, d) >= 0).length;
      const outer = g.ring(c) === 30;
      if (inward !== 1 || (outer ? outward !== 0 : outward < 1 || outward > 3)) wrong.push(`cell ${c}: ${inward} in, ${outward} out`);
    }
    expect(wrong).toEqual([]);
  });

  it('links, unlinks and clones both ends of a passage', () => {
    const g = new PolarGrid(3);
    g.link(0, OUT1);
    g.link(4, OUT1);
    expect(g.cells[0]).toBe(1 << OUT1);
    expect(g.cells[2]).toBe(1 << IN1);
    expect(g.cells[4]).toBe(1 << OUT1);
    expect(g.cells[g.index(3, 1)]).toBe(1 << IN1);
    const copy = g.clone();
    g.unlink(2, IN1);
    expect(g.cells[0]).toBe(0);
    expect(copy.isOpen(0, OUT1)).toBe(true);
    expect(isPolar(copy)).toBe(true);
  });

  it('refuses bad ring counts, links off the grid and a wrong cells array with one line each', () => {
    const bad: Array<[() => unknown, RegExp]> = [
      [() => new PolarGrid(0), new RegExp(`rings must be an integer from 1 to ${maxRings()}, got 0`)],
      [() => new PolarGrid(2.5), /rings must be an integer from 1 to \d+, got 2\.5/],
      [() => new PolarGrid(maxRings() + 1), new RegExp(`got ${maxRings() + 1}`)],
      [() => new PolarGrid('7' as unknown as number), /got "7"/],
      [() => new PolarGrid(2).link(0, CW), /cell 0 has no neighbour in direction 0/],
      [() => new PolarGrid(1, new Uint8Array(5)), /cells must hold 4 bytes for 1 rings, got 5/],
    ];
    for (const [action, message] of bad) {
      let error: unknown;
      try {
        action();
      } catch (e) {
        error = e;
      }
      expect(isMazekitError(error), String(message)).toBe(true);
      expect((error as Error).message).toMatch(/^@mazekit\/grid-polar: /);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('carving polar grids through the plain Grid interface', () => {
  for (const [name, carve] of [['depth-first search', carveDfs], ['random walk', carveWalk]] as const) {
    it(`${name} makes a perfect maze`, () => {
      for (const rings of [1, 2, 3, 7, 20]) {
        const grid = carve(new PolarGrid(rings), createRng(`rings-${rings}`));
        expect(isPerfect(grid), `${rings} rings`).toBe(true);
      }
    });
  }
});

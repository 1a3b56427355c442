import { Bits, OrthogonalGrid, createRng, generate, isMazekitError } from '@mazekit/core';
import { HexTestGrid, assertPerfect, deadEndFraction } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { carveEller, ellerRows, generator } from '../src/index.js';

function carved(w: number, h: number, seed: string, options?: { join?: number; down?: number }): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h);
  generator.carve(grid, createRng(seed), options);
  return grid;
}

function streamed(w: number, h: number, seed: string, options?: { join?: number; down?: number }): Uint8Array {
  const cells = new Uint8Array(w * h);
  let row = 0;
  for (const bits of ellerRows(w, h, createRng(seed), options)) {
    expect(bits).toHaveLength(w);
    cells.set(bits, row++ * w);
  }
  expect(row).toBe(h);
  return cells;
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

describe('ellerRows', () => {
  it('streams exactly the maze carveEller makes from the same seed', () => {
    const cases: Array<[number, number, { join?: number; down?: number } | undefined]> = [
      [1, 1, undefined],
      [1, 9, undefined],
      [9, 1, undefined],
      [30, 20, undefined],
      [17, 40, { join: 0.3 }],
      [40, 17, { join: 0.9, down: 0.1 }],
      [64, 64, { join: 0, down: 1 }],
    ];
    for (const [w, h, options] of cases) {
      for (const seed of ['a', 'stream', '42']) {
        const grid = new OrthogonalGrid(w, h);
        carveEller(grid, createRng(seed), options);
        expect(streamed(w, h, seed, options)).toEqual(grid.cells);
        expect(carved(w, h, seed, options).cells).toEqual(grid.cells);
      }
    }
  });

  it('makes a perfect maze of a tall stream', () => {
    const grid = new OrthogonalGrid(12, 5000, 1, streamed(12, 5000, 'tall'));
    assertPerfect(grid, '12x5000 stream');
  });

  it('makes rows only as they are read, so the height can exceed any grid', () => {
    const rows = ellerRows(50, 1e15, createRng('endless'));
    const first = [...Array(5)].map(() => rows.next().value as Uint8Array);
    expect(first.every((row) => row.length === 50)).toBe(true);
    // The first row has no passage north; later rows are entered from above.
    expect(first[0]!.every((bits) => (bits & Bits.N) === 0)).toBe(true);
    expect(first[1]!.some((bits) => (bits & Bits.N) !== 0)).toBe(true);
  });

  it('refuses bad arguments at the call, with one-line errors', () => {
    expect(thrown(() => ellerRows(0, 5, createRng('x'))).message).toMatch(/generator-eller: width must be an integer from 1/);
    expect(thrown(() => ellerRows(5, 2.5, createRng('x'))).message).toMatch(/height must be an integer >= 1, got 2.5/);
    expect(thrown(() => ellerRows(5, 5, 'seed' as never)).message).toMatch(/rng must be a function/);
    expect(thrown(() => ellerRows(5, 5, createRng('x'), { join: 2 })).message).toMatch(/option join must be a number from 0 to 1, got 2/);
    expect(thrown(() => ellerRows(5, 5, createRng('x'), { wide: 1 } as never)).message).toMatch(/unknown option "wide"/);
  });
});

describe('generator.rows', () => {
  it('streams the rows of generate() for the same size, seed and options', () => {
    const rows = generator.rows;
    expect(rows).toBeTypeOf('function');
    const cases: Array<[number, number, string, { join?: number; down?: number } | undefined]> = [
      [1, 1, 's', undefined],
      [7, 1, 'wide', undefined],
      [1, 7, 'tall', undefined],
      [25, 18, 'mid', undefined],
      [33, 12, 'opts', { join: 0.2, down: 0.8 }],
    ];
    for (const [w, h, seed, options] of cases) {
      const { grid } = generate(generator, { width: w, height: h, seed, options });
      const got = [...rows!(w, h, createRng(seed), options)];
      expect(got).toHaveLength(h);
      got.forEach((row, r) => expect(row).toEqual(grid.cells.subarray(r * w, (r + 1) * w)));
    }
  });

  it('checks its arguments and options like carve does', () => {
    expect(thrown(() => generator.rows!(0, 3, createRng('x'))).message).toMatch(/generator-eller: width must be an integer/);
    expect(thrown(() => generator.rows!(3, 3, createRng('x'), { down: 9 })).message).toMatch(/option down must be a number from 0 to 1, got 9/);
  });
});

describe("Eller's algorithm", () => {
  it('has the published dead-end fraction at join 0.5, 28.6 % at 100 x 100', () => {
    const fraction = deadEndFraction(generator, { width: 100, height: 100, samples: 10 });
    expect(Math.abs(fraction * 100 - 28.6)).toBeLessThan(1.5);
  });

  it('makes longer east-west corridors as join grows', () => {
    const eastFraction = (join: number): number => {
      const grid = carved(60, 60, 'join', { join });
      let east = 0;
      for (const bits of grid.cells) if (bits & Bits.E) east++;
      return east / grid.size;
    };
    expect(eastFraction(0.1)).toBeLessThan(eastFraction(0.5));
    expect(eastFraction(0.5)).toBeLessThan(eastFraction(0.9));
  });

  it('joins the whole last row when join is 0, leaving vertical corridors above it', () => {
    const grid = carved(10, 8, 'columns', { join: 0 });
    for (let c = 0; c < grid.size; c++) {
      const row = grid.row(c);
      const col = grid.col(c);
      if (row < 7) expect(grid.cells[c]! & (Bits.E | Bits.W)).toBe(0);
      else if (col < 9) expect(grid.cells[c]! & Bits.E).toBe(Bits.E);
    }
  });

  it('gives the same maze with and without a tracer, reporting visit, head and carve', () => {
    const counts = { visit: 0, head: 0, carve: 0 };
    const traced = new OrthogonalGrid(15, 11);
    carveEller(traced, createRng('t'), undefined, {
      visit: () => void counts.visit++,
      head: () => void counts.head++,
      carve: () => void counts.carve++,
    });
    expect(traced.cells).toEqual(carved(15, 11, 't').cells);
    expect(counts.visit).toBe(15 * 11);
    expect(counts.carve).toBe(15 * 11 - 1);
    expect(counts.head).toBeGreaterThan(0);
  });

  it('refuses grids it cannot carve with one-line errors', () => {
    expect(thrown(() => carveEller(new HexTestGrid(3, 3), createRng('x'))).message).toMatch(/orthogonal.*hex-test/);
    expect(thrown(() => carveEller(new OrthogonalGrid(3, 3), createRng('x'), { down: -1 })).message).toMatch(/option down/);
  });
});

describe("Eller's algorithm on several levels", () => {
  it('carves slice by slice: every slice but the last sends each of its sets south', () => {
    for (const seed of ['a', 'b', 'c']) {
      const grid = new OrthogonalGrid(9, 7, 3);
      carveEller(grid, createRng(seed));
      assertPerfect(grid, `9x7x3 seed ${seed}`);
      // The last slice has no passage south, and is where the remaining sets all meet.
      for (let level = 0; level < 3; level++) {
        for (let col = 0; col < 9; col++) expect(grid.cells[grid.index(col, 6, level)]! & Bits.S).toBe(0);
      }
    }
  });

  it('joins levels as often as side-by-side cells, so join also sets how many stairs there are', () => {
    const stairs = (join: number): number => {
      const grid = new OrthogonalGrid(20, 20, 3);
      carveEller(grid, createRng('stairs'), { join });
      let up = 0;
      for (const bits of grid.cells) if (bits & Bits.U) up++;
      return up;
    };
    expect(stairs(0.2)).toBeLessThan(stairs(0.5));
    expect(stairs(0.5)).toBeLessThan(stairs(0.8));
  });

  it('reports every cell once and every passage as a carve, the same with and without a tracer', () => {
    const counts = { visit: 0, carve: 0 };
    const traced = new OrthogonalGrid(6, 5, 4);
    carveEller(traced, createRng('t3'), undefined, { visit: () => void counts.visit++, carve: () => void counts.carve++ });
    const plain = new OrthogonalGrid(6, 5, 4);
    generator.carve(plain, createRng('t3'));
    expect(traced.cells).toEqual(plain.cells);
    expect(counts).toEqual({ visit: 120, carve: 119 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrthogonalGrid, PAD_BORDER, PAD_ROOT, neighborFill, padGrid, paddedFits, paddedIndex, unpadGrid } from '../src/index.js';

describe('padded copies for hand-tuned loops', () => {
  it('surround every cell with a border and map indices and steps consistently', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 3 }), (w, h, l) => {
        const grid = new OrthogonalGrid(w, h, l);
        const padded = padGrid(grid);
        expect(padded.cells.filter((b) => b === 0).length).toBe(grid.size);
        const wrong: string[] = [];
        for (let c = 0; c < grid.size; c++) {
          const p = paddedIndex(grid, padded, c);
          for (let d = 0; d < grid.degree; d++) {
            const n = grid.neighbor(c, d);
            const q = p + padded.steps[d]!;
            if (n < 0 ? padded.cells[q] !== PAD_BORDER : paddedIndex(grid, padded, n) !== q) wrong.push(`${c}/${d}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
    );
  });

  it('copies passages back, dropping marks', () => {
    const grid = new OrthogonalGrid(3, 2, 2);
    const padded = padGrid(grid);
    padded.cells[paddedIndex(grid, padded, 4)] = 4 | PAD_ROOT;
    padded.cells[paddedIndex(grid, padded, 11)] = 32;
    unpadGrid(grid, padded);
    expect(Array.from(grid.cells)).toEqual([0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 32]);
    expect(paddedFits(grid)).toBe(true);
    expect(paddedFits(new OrthogonalGrid(1, 1, 5000))).toBe(false);
  });

  it('copies every byte back with only its passage bits, whatever the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3 }), fc.integer(), (w, h, l, seed) => {
        const grid = new OrthogonalGrid(w, h, l);
        const padded = padGrid(grid);
        const expected: number[] = [];
        for (let c = 0; c < grid.size; c++) {
          const byte = (Math.imul(seed ^ c, 2654435761) >>> 24) & 255;
          padded.cells[paddedIndex(grid, padded, c)] = byte;
          expected.push(byte & 63);
        }
        grid.cells.fill(255);
        unpadGrid(grid, padded);
        expect(Array.from(grid.cells)).toEqual(expected);
      }),
    );
  });

  it('neighborFill agrees with grid.neighbor', () => {
    for (const grid of [new OrthogonalGrid(4, 3), new OrthogonalGrid(2, 3, 3)]) {
      const fill = neighborFill(grid);
      const out = new Int32Array(grid.degree);
      for (let c = 0; c < grid.size; c++) {
        fill(c, out);
        expect(Array.from(out)).toEqual(Array.from({ length: grid.degree }, (_, d) => grid.neighbor(c, d)));
      }
    }
  });
});

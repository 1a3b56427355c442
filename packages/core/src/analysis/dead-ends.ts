import type { Grid } from '../grid.js';

/** Number of open passages of each cell, as a histogram: `result[k]` cells have `k` passages. */
export function degreeHistogram(grid: Grid): number[] {
  const hist = new Array<number>(grid.degree + 1).fill(0);
  const cells = grid.cells;
  for (let c = 0; c < grid.size; c++) {
    let v = cells[c]!;
    let k = 0;
    while (v) {
      v &= v - 1;
      k++;
    }
    hist[k]!++;
  }
  return hist;
}

/** The dead ends: cells with exactly one open passage, in index order. */
export function deadEnds(grid: Grid): number[] {
  const out: number[] = [];
  const cells = grid.cells;
  for (let c = 0; c < grid.size; c++) {
    const v = cells[c]!;
    if (v !== 0 && (v & (v - 1)) === 0) out.push(c);
  }
  return out;
}

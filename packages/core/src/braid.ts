import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { shuffle, type Rng } from './rng.js';

/**
 * Removes about a fraction `p` of the dead ends by opening one wall of each, which adds
 * loops (a "braid" maze). The dead ends are taken in an order shuffled by `rng`; each one
 * opens towards a neighbouring dead end when it has one (removing two at once), else towards
 * a random closed neighbour. Deterministic for the same maze, `p` and rng state.
 * Returns the number of passages opened.
 */
export function braid(grid: Grid, p: number, rng: Rng): number {
  if (typeof p !== 'number' || !Number.isFinite(p) || p < 0 || p > 1) {
    throw new MazekitError('@mazekit/core', `braid fraction must be a number from 0 to 1, got ${describeValue(p)}`);
  }
  const cells = grid.cells;
  const ends: number[] = [];
  for (let c = 0; c < grid.size; c++) {
    const v = cells[c]!;
    if (v !== 0 && (v & (v - 1)) === 0) ends.push(c);
  }
  shuffle(rng, ends);
  const target = Math.round(p * ends.length);
  const isDeadEnd = (c: number): boolean => {
    const v = cells[c]!;
    return v !== 0 && (v & (v - 1)) === 0;
  };
  const dirs = new Int32Array(grid.degree);
  let opened = 0;
  for (let i = 0; i < target; i++) {
    const c = ends[i]!;
    if (!isDeadEnd(c)) continue; // already opened as a neighbour of an earlier one
    let count = 0;
    let preferred = 0;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n < 0 || grid.isOpen(c, d)) continue;
      if (isDeadEnd(n)) {
        // Dead-end neighbours go first in the candidate list.
        dirs[count++] = dirs[preferred]!;
        dirs[preferred++] = d;
      } else {
        dirs[count++] = d;
      }
    }
    if (count === 0) continue;
    const pool = preferred > 0 ? preferred : count;
    grid.link(c, dirs[Math.floor(rng() * pool)]!);
    opened++;
  }
  return opened;
}

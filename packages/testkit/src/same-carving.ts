import { type Grid, OrthogonalGrid, type Rng, createRng } from '@mazekit/core';
import fc from 'fast-check';
import { genericView } from './generic-view.js';

/** Sizes and runs for {@link assertSameCarving}. */
export interface SameCarvingOptions {
  /** Largest width and height; default 24. */
  readonly maxSide?: number;
  /** Largest number of levels; default 4 (use 1 for single-level algorithms). */
  readonly maxLevels?: number;
  /** fast-check runs; default 120. */
  readonly numRuns?: number;
}

/**
 * Checks on random sizes and seeds (fast-check, fixed seed) that a hand-tuned orthogonal
 * carve function and the generic one draw the same maze: `fast` gets an OrthogonalGrid,
 * `generic` the same grid seen only through the {@link Grid} interface. Throws an Error
 * naming the first size and seed where they differ.
 */
export function assertSameCarving(
  fast: (grid: OrthogonalGrid, rng: Rng) => void,
  generic: (grid: Grid, rng: Rng) => void,
  opts: SameCarvingOptions = {},
): void {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: opts.maxSide ?? 24 }),
      fc.integer({ min: 1, max: opts.maxSide ?? 24 }),
      fc.integer({ min: 1, max: opts.maxLevels ?? 4 }),
      fc.string({ maxLength: 8 }),
      (w, h, l, seed) => {
        const a = new OrthogonalGrid(w, h, l);
        fast(a, createRng(seed));
        const b = new OrthogonalGrid(w, h, l);
        generic(genericView(b), createRng(seed));
        for (let c = 0; c < a.size; c++) {
          if (a.cells[c] !== b.cells[c]) throw new Error(`${w}x${h}x${l} seed ${JSON.stringify(seed)}: cell ${c} is ${a.cells[c]} on the fast path, ${b.cells[c]} on the generic one`);
        }
      },
    ),
    { numRuns: opts.numRuns ?? 120, seed: 7, includeErrorInReport: true },
  );
}

import { type Generator, type GeneratorOptions, OrthogonalGrid, createRng, deadEnds } from '@mazekit/core';

/** Mazes measured, each 100 × 100 (the board of the published "100 × 100 run" figures). */
const SAMPLES = 10;
const SIDE = 100;
/** Standard errors allowed: about 6 in 100 000 false failures for a normal mean. */
const Z = 4;
/** Half the last decimal of a figure published to a tenth of a percent. */
const ROUNDING = 0.0005;

/** What {@link checkDeadEndShare} measured. */
export interface DeadEndMeasure {
  readonly mean: number;
  readonly tolerance: number;
}

/**
 * Measures the dead-end share of {@link SAMPLES} mazes of 100 × 100 (seeds `dead-ends/0` ...)
 * and the tolerance the suite allows around a declared figure: `Z` standard errors of the
 * difference between this mean and a published one from a run like it (`√2 · sd / √n`, the
 * standard deviation measured over these mazes), plus the figure's rounding.
 */
export function measureDeadEnds(gen: Generator, options: GeneratorOptions | undefined): DeadEndMeasure {
  const shares: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const grid = new OrthogonalGrid(SIDE, SIDE);
    gen.carve(grid, createRng(`dead-ends/${i}`), options);
    shares.push(deadEnds(grid).length / grid.size);
  }
  let mean = 0;
  for (const s of shares) mean += s / SAMPLES;
  let squares = 0;
  for (const s of shares) squares += (s - mean) * (s - mean);
  const sd = Math.sqrt(squares / (SAMPLES - 1));
  return { mean, tolerance: (Z * Math.SQRT2 * sd) / Math.sqrt(SAMPLES) + ROUNDING };
}

/**
 * The generator's declared dead-end share (a fraction of the cells, e.g. 0.099 for the
 * recursive backtracker's published 9.9 %) must be what it carves on 100 × 100 boards, within
 * the tolerance of {@link measureDeadEnds}.
 */
export function checkDeadEndShare(gen: Generator, options: GeneratorOptions | undefined, declared: number): void {
  const { mean, tolerance } = measureDeadEnds(gen, options);
  if (Math.abs(mean - declared) > tolerance) {
    throw new Error(`dead ends: ${(100 * mean).toFixed(2)} % of the cells of ${SAMPLES} mazes of ${SIDE}x${SIDE}, but the generator declares ${(100 * declared).toFixed(2)} % (allowed ±${(100 * tolerance).toFixed(2)} points, ${Z} standard errors from the measured spread)`);
  }
}

import { type Generator, type GeneratorOptions, OrthogonalGrid, type Rng, createRng } from '@mazekit/core';
import { passageDifference } from './maze-compare.js';

/** Pairs of mazes compared; each a 20 × 20 board. */
const PAIRS = 12;
const SIDE = 20;

/** The default bar for {@link seedShareCheck}: a third of the passages. */
export const MIN_SEED_SHARE = 1 / 3;

function carve(gen: Generator, rng: Rng, options: GeneratorOptions | undefined): OrthogonalGrid {
  const grid = new OrthogonalGrid(SIDE, SIDE);
  gen.carve(grid, rng, options);
  return grid;
}

/** A plain rng: the first draw of a stream shared by every call, then the draws of `seed`. */
function sameFirstDraw(seed: string): Rng {
  const shared = createRng('the same first draw');
  const own = createRng(seed);
  let taken = 0;
  return () => (taken++ === 0 ? shared() : own());
}

/**
 * Mazes of different seeds must differ in a large share of their passages: the mean share
 * over {@link PAIRS} pairs of 20 × 20 mazes at least `minShare`. (Every generator at its
 * default settings measures 0.43–0.50; settings that leave little to chance, such as Eller's
 * `join: 1`, pass a lower bar and say why.)
 */
export function checkSeedShare(gen: Generator, options: GeneratorOptions | undefined, minShare: number): void {
  let total = 0;
  for (let i = 0; i < PAIRS; i++) {
    total += passageDifference(carve(gen, createRng(`share-${i}`), options), carve(gen, createRng(`share-${i + PAIRS}`), options));
  }
  const mean = total / PAIRS;
  if (mean < minShare) {
    throw new Error(`mazes of different seeds share too much: on average only ${(100 * mean).toFixed(1)} % of the passages of one ${SIDE}x${SIDE} maze are not in the other (at least ${(100 * minShare).toFixed(1)} % expected): does the seed reach every choice?`);
  }
}

/**
 * Every turn comes from the rng: keeping the first draw and changing every later one must
 * change the maze, for each of {@link PAIRS} seeds. A generator whose seed picks only its
 * start (one draw) and takes every turn from a fixed stream of its own fails; so does one
 * that seeds a stream of its own from one draw (CONTRIBUTING: draw every choice from the rng).
 */
export function checkEveryTurnDrawn(gen: Generator, options: GeneratorOptions | undefined): void {
  for (let i = 0; i < PAIRS; i++) {
    const a = carve(gen, sameFirstDraw(`turns-${i}`), options);
    const b = carve(gen, sameFirstDraw(`turns-${i + PAIRS}`), options);
    if (passageDifference(a, b) === 0) {
      throw new Error(`two rngs that agree only on their first draw gave the same ${SIDE}x${SIDE} maze (pair ${i}): the draws after the first do not reach the maze; draw every choice from the rng you are given`);
    }
  }
}

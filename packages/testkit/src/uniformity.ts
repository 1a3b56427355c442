import { type Generator, type GeneratorOptions, OrthogonalGrid, createRng } from '@mazekit/core';
import { chiSquareSurvival } from './chi-square.js';
import { assertPerfect } from './perfect.js';
import { spanningTreeCount } from './spanning-trees.js';

/** What {@link uniformity} measures. */
export interface UniformityOptions {
  readonly width: number;
  readonly height: number;
  readonly levels?: number;
  /** Mazes to sample; default 50 per spanning tree. */
  readonly samples?: number;
  /** Base seed; sample `i` uses seed `${seed}/${i}`, so the result is the same every run. */
  readonly seed?: string;
  readonly options?: GeneratorOptions;
}

/** The outcome of a chi-square goodness-of-fit test against the uniform distribution. */
export interface UniformityResult {
  /** Spanning trees of the grid (matrix-tree theorem). */
  readonly trees: number;
  /** Distinct mazes seen. */
  readonly distinct: number;
  readonly samples: number;
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  /** P(chi-square >= observed) under uniformity; small means "not uniform". */
  readonly pValue: number;
}

/**
 * Samples many mazes from `generator` on a small grid and tests, by chi-square over all of
 * its spanning trees (trees never seen count as zero observations), whether every tree is
 * equally likely. Deterministic for a fixed seed. Every sample must be a perfect maze.
 */
export function uniformity(generator: Generator, opts: UniformityOptions): UniformityResult {
  const levels = opts.levels ?? 1;
  const shape = new OrthogonalGrid(opts.width, opts.height, levels);
  const treesBig = spanningTreeCount(shape);
  if (treesBig > 1_000_000n) throw new Error(`@mazekit/testkit: ${String(treesBig)} spanning trees is too many for a chi-square test`);
  const trees = Number(treesBig);
  const samples = opts.samples ?? trees * 50;
  const seed = opts.seed ?? 'uniformity';
  const counts = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const grid = new OrthogonalGrid(opts.width, opts.height, levels);
    generator.carve(grid, createRng(`${seed}/${i}`), opts.options);
    assertPerfect(grid, `sample ${i}`);
    const key = String.fromCharCode(...grid.cells);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size > trees) throw new Error(`@mazekit/testkit: saw ${counts.size} distinct mazes but the grid has only ${trees} spanning trees`);
  const expected = samples / trees;
  let chi = (trees - counts.size) * expected;
  for (const observed of counts.values()) chi += ((observed - expected) * (observed - expected)) / expected;
  const dof = trees - 1;
  return { trees, distinct: counts.size, samples, chiSquare: chi, degreesOfFreedom: dof, pValue: chiSquareSurvival(chi, dof) };
}

/** Mean dead-end fraction over `samples` mazes of `width × height`, seeds `${seed}/${i}`. */
export function deadEndFraction(
  generator: Generator,
  opts: { width: number; height: number; levels?: number; samples?: number; seed?: string; options?: GeneratorOptions },
): number {
  const samples = opts.samples ?? 20;
  let total = 0;
  let cellsSeen = 0;
  for (let i = 0; i < samples; i++) {
    const grid = new OrthogonalGrid(opts.width, opts.height, opts.levels ?? 1);
    generator.carve(grid, createRng(`${opts.seed ?? 'dead-ends'}/${i}`), opts.options);
    const cells = grid.cells;
    for (let c = 0; c < cells.length; c++) {
      const v = cells[c]!;
      if (v !== 0 && (v & (v - 1)) === 0) total++;
    }
    cellsSeen += cells.length;
  }
  return total / cellsSeen;
}

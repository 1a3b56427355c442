import { type Generator, type GeneratorOptions, type Grid, OrthogonalGrid, createRng, maskGrid } from '@mazekit/core';
import { chiSquareSurvival } from './chi-square.js';
import { assertPerfect } from './perfect.js';
import { spanningTreeCount } from './spanning-trees.js';
import type { UniformityResult } from './uniformity.js';

/** What {@link uniformityOn} measures, beyond the grid. */
export interface UniformityOnOptions {
  /** Mazes to sample; default 50 per spanning tree. */
  readonly samples?: number;
  /** Base seed; sample `i` uses seed `${seed}/${i}`. */
  readonly seed?: string;
  readonly options?: GeneratorOptions;
}

/**
 * {@link uniformity} on a grid of any shape: `make` returns a new empty grid (the same one
 * every call). Its spanning trees are counted by the matrix-tree theorem, exactly; on a grid
 * with passages fixed before carving (`Grid.carving`, a weave grid's crossings) those of the
 * graph the generator carves, which are the grid's spanning trees that hold the fixed passages.
 */
export function uniformityOn(generator: Generator, make: () => Grid, opts: UniformityOnOptions = {}): UniformityResult {
  const first = make();
  const treesBig = spanningTreeCount(first.carving?.(createRng('count'))?.grid ?? first);
  if (treesBig > 1_000_000n) throw new Error(`@mazekit/testkit: ${String(treesBig)} spanning trees is too many for a chi-square test`);
  const trees = Number(treesBig);
  const samples = opts.samples ?? trees * 50;
  const seed = opts.seed ?? 'uniformity';
  const counts = new Map<string, number>();
  for (let i = 0; i < samples; i++) {
    const grid = make();
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

/** A small grid for a uniformity run: a name for the test and a maker of fresh empty copies. */
export interface UniformityGrid {
  readonly name: string;
  readonly make: () => Grid;
}

/**
 * Small masked square grids on which uniform generators (Wilson's, Aldous-Broder) are tested:
 * few enough spanning trees that a chi-square run over all of them takes well under a second.
 * Shape packages add their own small grids.
 */
export function uniformityGrids(): UniformityGrid[] {
  return [
    // A ring of squares around a masked-off centre: 8 cells, one cycle, 8 trees.
    { name: 'masked orthogonal 3x3 ring', make: () => maskGrid(new OrthogonalGrid(3, 3), Uint8Array.of(1, 1, 1, 1, 0, 1, 1, 1, 1)) },
    // A 3x4 board with a hole: masks remove edges as well as cells.
    { name: 'masked orthogonal 3x4', make: () => maskGrid(new OrthogonalGrid(3, 4), Uint8Array.of(1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1)) },
  ];
}

import { type Generator, type GeneratorOptions, OrthogonalGrid } from '@mazekit/core';
import { uniformityGrids, uniformityOn } from './shape-uniformity.js';

/**
 * The p-value below which a generator that claims `uniform: true` fails. Under uniformity the
 * p-value is uniform on [0, 1], so this is the false-failure rate per grid (by the chi-square
 * approximation, with 50 expected samples per spanning tree); the seeds are fixed, so a
 * correct generator passes every run once it passes one.
 */
export const UNIFORM_P_MIN = 1e-6;

/**
 * A generator that says `uniform: true` must draw every spanning tree equally often: the
 * chi-square test over all 192 spanning trees of a 3 × 3 board (9 600 samples), and, when it
 * carves masks (`'*'`), over the small masked boards of {@link uniformityGrids}. Every tree
 * must also turn up at least once.
 */
export function checkUniformClaim(gen: Generator, options: GeneratorOptions | undefined): void {
  const grids = [{ name: 'orthogonal 3x3', make: () => new OrthogonalGrid(3, 3) }, ...(gen.topologies.includes('*') ? uniformityGrids() : [])];
  for (const { name, make } of grids) {
    const r = uniformityOn(gen, make, { seed: `uniform-claim/${name}`, ...(options === undefined ? {} : { options }) });
    if (r.distinct !== r.trees || r.pValue < UNIFORM_P_MIN) {
      throw new Error(`uniform: true, but on ${name} ${r.samples} mazes gave ${r.distinct} of its ${r.trees} spanning trees, chi-square ${r.chiSquare.toFixed(1)} on ${r.degreesOfFreedom} degrees of freedom, p = ${r.pValue.toExponential(2)} (below ${UNIFORM_P_MIN}): not uniform`);
    }
  }
}

import { type Generator, defineGenerator } from '@mazekit/core';
import { carveEller } from './eller.js';
import { ELLER_OPTIONS, type EllerOptions } from './options.js';
import { ellerRows } from './rows.js';

/**
 * Eller's algorithm, as a mazekit generator (orthogonal grids, any number of levels). Its
 * `rows` streams a single-level maze row by row ({@link ellerRows}), so callers such as the
 * command line can print mazes far taller than a grid could hold.
 */
export const generator: Generator<EllerOptions> = defineGenerator({
  id: 'eller',
  name: "Eller's algorithm",
  summary:
    'Builds the maze one row at a time, joining neighbouring sets at random and carrying each set down, in memory proportional to the width.',
  package: '@mazekit/generator-eller',
  topologies: ['orthogonal'],
  multiLevel: true,
  uniform: false,
  options: ELLER_OPTIONS,
  carve: (grid, rng, options, tracer) => carveEller(grid, rng, options, tracer),
  rows: (width, height, rng, options) => ellerRows(width, height, rng, options),
});

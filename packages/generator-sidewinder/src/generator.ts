import { defineGenerator } from '@mazekit/core';
import { carveSidewinder } from './sidewinder.js';

/** The sidewinder algorithm, as a mazekit generator (orthogonal grids, any number of levels). */
export const generator = defineGenerator({
  id: 'sidewinder',
  name: 'Sidewinder',
  summary:
    'Row by row, runs of east passages each closed by one passage north (or up between levels): fast, with one unbroken corridor along the top.',
  package: '@mazekit/generator-sidewinder',
  topologies: ['orthogonal'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carveSidewinder(grid, rng, tracer),
});

import { defineGenerator } from '@mazekit/core';
import { carveBacktracker } from './backtracker.js';

/** The recursive backtracker (randomized depth-first search), as a mazekit generator. */
export const generator = defineGenerator({
  id: 'backtracker',
  name: 'Recursive backtracker',
  summary: 'Randomized depth-first search: long winding corridors and few dead ends (about 10% of cells).',
  package: '@mazekit/generator-backtracker',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carveBacktracker(grid, rng, tracer),
});

import { defineGenerator } from '@mazekit/core';
import { carveAldousBroder } from './aldous-broder.js';

/** The Aldous-Broder algorithm (random walk), as a mazekit generator. */
export const generator = defineGenerator({
  id: 'aldous-broder',
  name: 'Aldous-Broder',
  summary: 'A random walk that keeps its first entrance into each cell: a uniform spanning tree, slow to finish (about 29% dead ends).',
  package: '@mazekit/generator-aldous-broder',
  topologies: ['*'],
  multiLevel: true,
  uniform: true,
  options: [],
  carve: (grid, rng, _options, tracer) => carveAldousBroder(grid, rng, tracer),
});

import { defineGenerator } from '@mazekit/core';
import { carveKruskal } from './kruskal.js';

/** Kruskal's algorithm, as a mazekit generator. */
export const generator = defineGenerator({
  id: 'kruskal',
  name: "Kruskal's algorithm",
  summary: 'Joins random edges between unconnected regions: no long corridors, many short dead ends, a uniform-looking texture.',
  package: '@mazekit/generator-kruskal',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carveKruskal(grid, rng, tracer),
});

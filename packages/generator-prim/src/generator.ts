import { defineGenerator } from '@mazekit/core';
import { carvePrim } from './prim.js';

/** Prim's algorithm, as a mazekit generator. */
export const generator = defineGenerator({
  id: 'prim',
  name: "Prim's algorithm",
  summary: 'Grows from one cell along the lightest of randomly weighted edges (a minimum spanning tree): no long corridors, many short dead ends.',
  package: '@mazekit/generator-prim',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carvePrim(grid, rng, tracer),
});

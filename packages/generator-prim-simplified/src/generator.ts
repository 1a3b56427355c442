import { defineGenerator } from '@mazekit/core';
import { carvePrimSimplified } from './prim-simplified.js';

/** Prim's algorithm (simplified), as a mazekit generator. */
export const generator = defineGenerator({
  id: 'prim-simplified',
  name: "Prim's algorithm (simplified)",
  summary: "Grows from one cell through a random edge of the maze's border each step: many short dead ends, a fine-grained texture.",
  package: '@mazekit/generator-prim-simplified',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carvePrimSimplified(grid, rng, tracer),
});

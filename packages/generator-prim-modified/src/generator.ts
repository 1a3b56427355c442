import { defineGenerator } from '@mazekit/core';
import { carvePrimModified } from './prim-modified.js';

/** Prim's algorithm (modified), as a mazekit generator. */
export const generator = defineGenerator({
  id: 'prim-modified',
  name: "Prim's algorithm (modified)",
  summary: 'Grows from one cell by a random neighbouring cell each step: radial growth, the most dead ends of the classic set, short corridors.',
  package: '@mazekit/generator-prim-modified',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carvePrimModified(grid, rng, tracer),
});

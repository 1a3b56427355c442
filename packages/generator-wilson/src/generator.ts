import { defineGenerator } from '@mazekit/core';
import { carveWilson } from './wilson.js';

/** Wilson's algorithm (loop-erased random walks), as a mazekit generator. */
export const generator = defineGenerator({
  id: 'wilson',
  name: "Wilson's algorithm",
  summary: 'Loop-erased random walks: a uniform spanning tree, every perfect maze equally likely (about 29% dead ends).',
  package: '@mazekit/generator-wilson',
  topologies: ['*'],
  multiLevel: true,
  uniform: true,
  options: [],
  carve: (grid, rng, _options, tracer) => carveWilson(grid, rng, tracer),
});

import { defineGenerator } from '@mazekit/core';
import { carveHuntAndKill } from './hunt-and-kill.js';

/** Hunt-and-kill, as a mazekit generator. */
export const generator = defineGenerator({
  id: 'hunt-and-kill',
  name: "Hunt-and-kill",
  summary: 'Random walks that turn at random until stuck, then a row-by-row hunt for the next cell beside the maze: long twisty corridors, few dead ends.',
  package: '@mazekit/generator-hunt-and-kill',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carveHuntAndKill(grid, rng, tracer),
});

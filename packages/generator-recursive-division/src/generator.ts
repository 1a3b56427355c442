import { defineGenerator } from '@mazekit/core';
import { carveRecursiveDivision } from './recursive-division.js';

/** Recursive division, as a mazekit generator (orthogonal grids, any number of levels). */
export const generator = defineGenerator({
  id: 'recursive-division',
  name: 'Recursive division',
  summary:
    'Starts from an open field and splits it with straight walls, each with one gap, until every chamber is a corridor: long walls and boxy rooms.',
  package: '@mazekit/generator-recursive-division',
  topologies: ['orthogonal'],
  multiLevel: true,
  uniform: false,
  // It opens the whole field, then only adds walls: the trace has loops until the walls go up.
  traceKind: 'walls',
  options: [],
  carve: (grid, rng, _options, tracer) => carveRecursiveDivision(grid, rng, tracer),
});

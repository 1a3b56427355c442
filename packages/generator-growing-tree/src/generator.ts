import { defineGenerator } from '@mazekit/core';
import { carveGrowingTree } from './growing-tree.js';
import type { GrowingTreePolicy } from './policy.js';

/** The growing tree algorithm, as a mazekit generator with `policy` and `ratio` options. */
export const generator = defineGenerator({
  id: 'growing-tree',
  name: 'Growing tree',
  summary:
    'Grows the maze from a list of active cells; the policy that picks the next one sets the texture, from backtracker-like corridors (newest) to Prim-like branching (random).',
  package: '@mazekit/generator-growing-tree',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [
    {
      name: 'policy',
      type: 'choice',
      description: 'Which active cell grows next: newest, random, oldest, or mixed (newest with probability ratio, else random).',
      default: 'mixed',
      choices: ['newest', 'random', 'oldest', 'mixed'],
    },
    {
      name: 'ratio',
      type: 'number',
      description: 'For policy mixed: the probability of growing from the newest cell rather than a random one.',
      default: 0.5,
      min: 0,
      max: 1,
    },
  ],
  carve: (grid, rng, options, tracer) =>
    carveGrowingTree(grid, rng, { policy: options.policy as GrowingTreePolicy, ratio: options.ratio as number }, tracer),
});

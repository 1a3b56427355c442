import { defineGenerator } from '@mazekit/core';
import { carveBinaryTree } from './binary-tree.js';

/** The binary tree algorithm, as a mazekit generator (orthogonal grids, any number of levels). */
export const generator = defineGenerator({
  id: 'binary-tree',
  name: 'Binary tree',
  summary:
    'Each cell opens north or east (or up between levels), chosen at random: very fast, with unbroken north and east corridors and a diagonal bias.',
  package: '@mazekit/generator-binary-tree',
  topologies: ['orthogonal'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carveBinaryTree(grid, rng, tracer),
});

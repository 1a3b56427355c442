import type { OptionSpec } from '@mazekit/core';

/** The options both text styles take. */
export interface AsciiOptions {
  /** Mark the maze's start `S` and goal `G` when it names them (default true). */
  ends?: boolean;
  /** Mark the cells of the maze's solution when it has one (default true). */
  solution?: boolean;
  /** Mark stairs in multi-level mazes (default true). */
  stairs?: boolean;
  /** Put a `Level n of m` line above each floor of a multi-level maze (default true). */
  labels?: boolean;
}

/** Option specs of the text renderers, for command lines and forms. */
export const asciiOptions: readonly OptionSpec[] = Object.freeze([
  { name: 'ends', type: 'boolean', description: 'mark start (S) and goal (G) when the maze names them', default: true },
  { name: 'solution', type: 'boolean', description: 'mark the solution cells (. or •) when the maze has one', default: true },
  { name: 'stairs', type: 'boolean', description: 'mark stairs: U D X (ascii), ↑ ↓ ↕ (unicode)', default: true },
  { name: 'labels', type: 'boolean', description: 'label each floor of a multi-level maze "Level n of m"', default: true },
]);

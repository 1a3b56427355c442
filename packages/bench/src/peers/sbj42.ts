import { createRequire } from 'node:module';
import type { Rng } from '@mazekit/core';
import type { Size } from '../size.js';
import type { Subject } from '../subject.js';

/** The parts of `@sbj42/maze-generator`'s maze object the bench reads. */
interface Sbj42Maze {
  width(): number;
  height(): number;
  /** Directions: 0 north, 1 east, 2 south, 3 west. */
  getPassage(x: number, y: number, dir: number): boolean;
}

type Sbj42Algorithm = (maze: Sbj42Maze, options: { random: Rng }) => void;

interface Sbj42 {
  generate(width: number, height: number, options: { generator: Sbj42Algorithm; random: Rng }): Sbj42Maze;
}

// CommonJS packages without type declarations: loaded with require and typed by hand above.
const require = createRequire(import.meta.url);

/** Mazekit bit for each sbj42 direction (north, east, south, west). */
const BITS = [1, 4, 2, 8] as const;

/** Converts an `@sbj42/maze-generator` maze to mazekit cell bits. */
export function sbj42ToCells(maze: Sbj42Maze, size: Size): Uint8Array {
  const { width, height } = size;
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let bits = 0;
      for (let dir = 0; dir < 4; dir++) if (maze.getPassage(x, y, dir)) bits |= BITS[dir]!;
      cells[x + width * y] = bits;
    }
  }
  return cells;
}

/**
 * `@sbj42/maze-generator` with one of its algorithm plugins (`backtrack`, `prim`), given the
 * plugin function itself: its string form is resolved from the core package, which cannot see
 * plugins under a strict node_modules layout.
 */
export function sbj42Subject(plugin: 'backtrack' | 'prim', algorithm: string): Subject {
  const core = require('@sbj42/maze-generator') as Sbj42;
  const generator = require(`@sbj42/maze-generator-${plugin}`) as Sbj42Algorithm;
  const version = (require(`@sbj42/maze-generator-${plugin}/package.json`) as { version: string }).version;
  return {
    label: `@sbj42/maze-generator-${plugin} ${version}`,
    kind: 'peer',
    algorithm,
    usesRng: true,
    unsupported: (size) => (size.levels > 1 ? 'its API is `generate(width, height, options)`: one floor only' : undefined),
    run: (size, rng) => core.generate(size.width, size.height, { generator, random: rng }),
    toCells: (output, size) => sbj42ToCells(output as Sbj42Maze, size),
  };
}

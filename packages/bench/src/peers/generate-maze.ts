import { createRequire } from 'node:module';
import type { Size } from '../size.js';
import type { Subject } from '../subject.js';

/** One cell of a `generate-maze` maze: `true` means a wall on that side. */
interface EllerCell {
  readonly top: boolean;
  readonly left: boolean;
  readonly bottom: boolean;
  readonly right: boolean;
}

type GenerateMaze = (width: number, height: number, closed: boolean, seed: number) => EllerCell[][];

// Its ESM entry ships no type declarations under package.json "exports"; its CommonJS entry
// is the same code, typed by hand above.
const generateMaze = createRequire(import.meta.url)('generate-maze') as GenerateMaze;

const twoDOnly = (size: Size): string | undefined =>
  size.levels > 1 ? 'its API is `generate(width, height, closed, seed)`: one floor only' : undefined;

/**
 * Converts a `generate-maze` result (rows of cells with wall flags) to mazekit cell bits,
 * throwing when the two sides of a wall disagree, so a converted maze is symmetric.
 */
export function ellerToCells(rows: readonly (readonly EllerCell[])[], size: Size): Uint8Array {
  const { width, height } = size;
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = rows[y]![x]!;
      let bits = 0;
      if (!cell.top && y > 0) bits |= 1;
      if (!cell.bottom && y < height - 1) bits |= 2;
      if (!cell.right && x < width - 1) bits |= 4;
      if (!cell.left && x > 0) bits |= 8;
      if (x < width - 1 && cell.right !== rows[y]![x + 1]!.left) throw new Error(`generate-maze: wall east of (${x}, ${y}) is one-sided`);
      if (y < height - 1 && cell.bottom !== rows[y + 1]![x]!.top) throw new Error(`generate-maze: wall south of (${x}, ${y}) is one-sided`);
      cells[x + width * y] = bits;
    }
  }
  return cells;
}

/** The `generate-maze` npm package (Eller's algorithm, an object per cell). */
export function generateMazeSubject(version: string): Subject {
  return {
    label: `generate-maze ${version} (Eller's)`,
    kind: 'peer',
    algorithm: 'eller',
    usesRng: false,
    baseline: true,
    maxCells: 1_000_000,
    capReason: 'generate-maze is timed up to 1000×1000 only: it takes seconds a maze there and slows faster than the cell count grows (every join of two sets relabels the whole row)',
    unsupported: twoDOnly,
    run: (size, _rng, seed) => generateMaze(size.width, size.height, true, seed),
    toCells: (output, size) => ellerToCells(output as EllerCell[][], size),
  };
}

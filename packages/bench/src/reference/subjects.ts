import { OrthogonalGrid, type Rng } from '@mazekit/core';
import type { Size } from '../size.js';
import type { Subject } from '../subject.js';
import { referenceAldousBroder } from './aldous-broder.js';
import { referenceBacktracker } from './backtracker.js';
import { referenceKruskal } from './kruskal.js';
import { referenceWilson } from './wilson.js';

function reference(algorithm: string, carve: (grid: OrthogonalGrid, rng: Rng) => void): Subject {
  return {
    label: `${algorithm} (reference)`,
    kind: 'reference',
    algorithm,
    usesRng: true,
    unsupported: () => undefined,
    run(size: Size, rng: Rng): OrthogonalGrid {
      const grid = new OrthogonalGrid(size.width, size.height, size.levels);
      carve(grid, rng);
      return grid;
    },
    mazeBytes: (output) => (output as OrthogonalGrid).cells.byteLength,
    toCells: (output) => (output as OrthogonalGrid).cells,
  };
}

/** The hand-tuned typed-array references, one per algorithm that has one. */
export function referenceSubjects(): Subject[] {
  return [
    reference('backtracker', referenceBacktracker),
    reference('wilson', referenceWilson),
    reference('aldous-broder', referenceAldousBroder),
    reference('kruskal', referenceKruskal),
  ];
}

import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { directionSteps, randomDirection } from './random-direction.js';

/** Marks a cell that has joined the tree while carving; cleared before returning. */
const IN_TREE = 64;

/**
 * A hand-tuned Wilson's algorithm, the yardstick for mazekit's own: each loop-erased random
 * walk stores only the last exit direction of every cell it passes (one Uint8Array), so
 * loops vanish by being overwritten; walking the directions again from the start joins the
 * path. Tree membership borrows bit 64 of the cell byte, which no passage uses.
 */
export function referenceWilson(grid: OrthogonalGrid, rng: Rng): void {
  const cells = grid.cells;
  const width = grid.width;
  const plane = grid.plane;
  const size = grid.size;
  const degree = grid.degree;
  const steps = directionSteps(width, plane);
  const exit = new Uint8Array(size);
  cells[Math.floor(rng() * size)]! |= IN_TREE;
  for (let start = 0; start < size; start++) {
    if (cells[start]! & IN_TREE) continue;
    let cell = start;
    while (!(cells[cell]! & IN_TREE)) {
      const dir = randomDirection(cell, rng, width, plane, size, degree);
      exit[cell] = dir;
      cell += steps[dir]!;
    }
    cell = start;
    while (!(cells[cell]! & IN_TREE)) {
      const dir = exit[cell]!;
      const next = cell + steps[dir]!;
      cells[cell]! |= (1 << dir) | IN_TREE;
      cells[next]! |= 1 << (dir ^ 1);
      cell = next;
    }
  }
  for (let c = 0; c < size; c++) cells[c]! &= ~IN_TREE;
}

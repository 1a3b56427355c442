import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { DX, DY, DZ, openDirections } from './walk.js';

/** Marks a cell that has joined the tree while carving; cleared before returning. */
const IN_TREE = 64;

/**
 * A hand-tuned Wilson's algorithm, the yardstick for mazekit's own: each loop-erased random
 * walk stores only the last exit direction of every cell it passes (one Uint8Array), so
 * loops vanish by being overwritten; walking the directions again from the start joins the
 * path. The walker carries its column, row and floor, so a step is one draw and one bit test
 * (a draw off the grid is drawn again). Tree membership borrows bit 64 of the cell byte,
 * which no passage uses.
 */
export function referenceWilson(grid: OrthogonalGrid, rng: Rng): void {
  const { cells, width, height, levels, plane, size, degree } = grid;
  const steps = Int32Array.of(-width, width, 1, -1, plane, -plane);
  const exit = new Uint8Array(size);
  cells[Math.floor(rng() * size)]! |= IN_TREE;
  // (sx, sy, sz): coordinates of `start`, advanced with it.
  let sx = -1;
  let sy = 0;
  let sz = 0;
  for (let start = 0; start < size; start++) {
    if (++sx === width) {
      sx = 0;
      if (++sy === height) {
        sy = 0;
        sz++;
      }
    }
    if (cells[start]! & IN_TREE) continue;
    let cell = start;
    let x = sx;
    let y = sy;
    let z = sz;
    while (!(cells[cell]! & IN_TREE)) {
      const dir = Math.floor(rng() * degree);
      if (!((openDirections(x, y, z, width - 1, height - 1, levels - 1) >> dir) & 1)) continue;
      exit[cell] = dir;
      cell += steps[dir]!;
      x += DX[dir]!;
      y += DY[dir]!;
      z += DZ[dir]!;
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

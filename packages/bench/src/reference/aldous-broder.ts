import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { DX, DY, DZ, openDirections } from './walk.js';

/**
 * A hand-tuned Aldous-Broder, the yardstick for mazekit's own: a random walk that opens the
 * passage into every cell it enters for the first time. The walker carries its column, row
 * and floor, so a step is one draw, one bit test of the directions that stay on the grid
 * (a draw that leaves it is drawn again, so every neighbour is equally likely) and one byte
 * read. A cell is unvisited while its byte is 0 (the start is carved on the first step), so
 * the walk needs no memory beyond the maze.
 */
export function referenceAldousBroder(grid: OrthogonalGrid, rng: Rng): void {
  const { cells, width, height, levels, plane, size, degree } = grid;
  const steps = Int32Array.of(-width, width, 1, -1, plane, -plane);
  let cell = Math.floor(rng() * size);
  let x = cell % width;
  let y = Math.floor(cell / width) % height;
  let z = Math.floor(cell / plane);
  let remaining = size - 1;
  while (remaining > 0) {
    const dir = Math.floor(rng() * degree);
    if (!((openDirections(x, y, z, width - 1, height - 1, levels - 1) >> dir) & 1)) continue;
    const next = cell + steps[dir]!;
    if (cells[next] === 0) {
      cells[cell]! |= 1 << dir;
      cells[next] |= 1 << (dir ^ 1);
      remaining--;
    }
    cell = next;
    x += DX[dir]!;
    y += DY[dir]!;
    z += DZ[dir]!;
  }
}

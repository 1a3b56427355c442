import type { OrthogonalGrid, Rng } from '@mazekit/core';

/**
 * A hand-tuned Aldous-Broder, the yardstick for mazekit's own: a random walk that opens the
 * passage into every cell it enters for the first time. The walker carries its column, row
 * and floor so a step needs no division, and a cell is unvisited while its byte is 0 (the
 * start is carved on the first step), so the walk needs no memory beyond the maze.
 */
export function referenceAldousBroder(grid: OrthogonalGrid, rng: Rng): void {
  const { cells, width, height, levels, plane, size, degree } = grid;
  const lastCol = width - 1;
  const lastRow = height - 1;
  const lastLevel = levels - 1;
  let cell = Math.floor(rng() * size);
  let x = cell % width;
  let y = Math.floor(cell / width) % height;
  let z = Math.floor(cell / plane);
  let remaining = size - 1;
  while (remaining > 0) {
    let next: number;
    let dir: number;
    // Rejection sampling: a direction off the grid is drawn again, so every neighbour is equally likely.
    for (;;) {
      dir = Math.floor(rng() * degree);
      if (dir === 0) {
        if (y > 0) {
          y--;
          next = cell - width;
          break;
        }
      } else if (dir === 1) {
        if (y < lastRow) {
          y++;
          next = cell + width;
          break;
        }
      } else if (dir === 2) {
        if (x < lastCol) {
          x++;
          next = cell + 1;
          break;
        }
      } else if (dir === 3) {
        if (x > 0) {
          x--;
          next = cell - 1;
          break;
        }
      } else if (dir === 4) {
        if (z < lastLevel) {
          z++;
          next = cell + plane;
          break;
        }
      } else if (z > 0) {
        z--;
        next = cell - plane;
        break;
      }
    }
    if (cells[next] === 0) {
      cells[cell]! |= 1 << dir;
      cells[next]! |= 1 << (dir ^ 1);
      remaining--;
    }
    cell = next;
  }
}

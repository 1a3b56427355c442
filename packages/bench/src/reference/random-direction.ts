import type { Rng } from '@mazekit/core';

/**
 * A direction (0 N, 1 S, 2 E, 3 W, 4 up, 5 down) from `cell` to a uniformly chosen existing
 * neighbour. Rejection sampling: draw any of `degree` directions, draw again when it leaves
 * the grid; border cells are few, so this costs about one draw a step.
 */
export function randomDirection(cell: number, rng: Rng, width: number, plane: number, size: number, degree: number): number {
  for (;;) {
    const dir = Math.floor(rng() * degree);
    switch (dir) {
      case 0:
        if (cell % plane >= width) return dir;
        break;
      case 1:
        if (cell % plane < plane - width) return dir;
        break;
      case 2:
        if (cell % width !== width - 1) return dir;
        break;
      case 3:
        if (cell % width !== 0) return dir;
        break;
      case 4:
        if (cell + plane < size) return dir;
        break;
      default:
        if (cell >= plane) return dir;
    }
  }
}

/** The cell-index step of each direction: N, S, E, W, up, down. */
export function directionSteps(width: number, plane: number): Int32Array {
  return Int32Array.of(-width, width, 1, -1, plane, -plane);
}

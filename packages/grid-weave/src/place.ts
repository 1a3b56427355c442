import { type Rng, drawFloats } from '@mazekit/core';
import { EAST_WEST, NORTH_SOUTH, type CrossingBoard } from './axes.js';
import { crowdingCrossing } from './rules.js';

/**
 * Places crossings at `density` from `rng`: one draw per inner cell (every cell not on the
 * edge), row by row, west to east. A draw `r < density` makes the cell a crossing when no
 * crossing placed before it is nearer than 3 steps; `r < density / 2` puts its corridor on top
 * north–south, else east–west. So 0 places none and 1 packs them as tightly as the rules allow
 * (about one inner cell in six).
 */
export function placeCrossings(board: CrossingBoard, rng: Rng, density: number): void {
  const { width, height, over } = board;
  if (width < 3 || height < 3 || density <= 0) return;
  const draws = new Float64Array(width - 2);
  const half = density / 2;
  for (let row = 1; row < height - 1; row++) {
    drawFloats(rng, draws);
    for (let col = 1; col < width - 1; col++) {
      const r = draws[col - 1]!;
      if (r >= density) continue;
      const cell = row * width + col;
      if (crowdingCrossing(board, cell) >= 0) continue;
      over[cell] = r < half ? NORTH_SOUTH : EAST_WEST;
    }
  }
}

import { directionBits, PAD_BORDER as BORDER, type Rng } from '@mazekit/core';

/**
 * The Aldous-Broder walker on the padded copy `m` of a grid with levels (6 directions), from
 * padded cell `cell` until `remaining` more cells have joined the maze. Each rng word gives
 * 10 chunks of 3 bits, lowest first (the scheme of {@link createDirections}); chunks 6 and 7
 * step by 0, so the walker stays put on a cell of the maze, which changes nothing, just as
 * drawing again would. Stairs are short, so no zone of such a grid is far from its border
 * and the walker never strides here.
 */
export function walkLevels(m: Uint8Array, padSteps: Int32Array, degree: number, cell: number, remaining: number, rng: Rng): void {
  const border = BORDER;
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  const steps = new Int32Array(mask + 1);
  steps.set(padSteps.subarray(0, degree));
  while (remaining > 0) {
    let word = (rng() * 4294967296) | 0;
    for (let k = perWord; k > 0; k--) {
      const dir = word & mask;
      word >>= bits;
      const next = cell + steps[dir]!;
      const v = m[next]!;
      if (v === border) continue;
      if (v === 0) {
        m[cell]! |= 1 << dir;
        m[next] = 1 << (dir ^ 1);
        if (--remaining === 0) return;
      }
      cell = next;
    }
  }
}

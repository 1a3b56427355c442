import { PAD_BORDER as BORDER, type Rng } from '@mazekit/core';
import type { QuietZones } from './quiet.js';

/**
 * The Aldous-Broder walker on the padded copy `m` of a flat grid, from padded cell `cell`
 * until `remaining` more cells have joined the maze. Each rng word gives 16 steps, 2 bits
 * each from the low end (the scheme of {@link createDirections}). From a quiet zone (see
 * {@link QuietZones}) the next 8 steps can meet neither the border nor a new cell, so the
 * walker moves by their sum, read 4 steps at a time from a 256-entry table, and looks again;
 * elsewhere it takes the word's remaining steps one by one. Both land on the same cell, so the maze is the one
 * the step-by-step walk carves.
 */
export function walkFlat(m: Uint8Array, steps: Int32Array, cell: number, remaining: number, rng: Rng, zones: QuietZones): void {
  // Imported bindings are re-read on every use, even in optimised code: a local is a constant.
  const border = BORDER;
  const quiet = zones.quiet;
  // jump[b]: where the four 2-bit steps of byte b lead, lowest bits first.
  const jump = new Int32Array(256);
  for (let b = 0; b < 256; b++) {
    jump[b] = steps[b & 3]! + steps[(b >> 2) & 3]! + steps[(b >> 4) & 3]! + steps[b >> 6]!;
  }
  while (remaining > 0) {
    let word = (rng() * 4294967296) | 0;
    let count = 16;
    if (quiet[cell] === 1) {
      cell += jump[word & 255]! + jump[(word >> 8) & 255]!;
      word >>= 16;
      if (quiet[cell] === 1) {
        cell += jump[word & 255]! + jump[(word >> 8) & 255]!;
        continue;
      }
      count = 8;
    }
    for (let k = count; k > 0; k--) {
      const dir = word & 3;
      word >>= 2;
      const next = cell + steps[dir]!;
      const v = m[next]!;
      if (v === border) continue;
      if (v === 0) {
        m[cell]! |= 1 << dir;
        m[next] = 1 << (dir ^ 1);
        zones.enter(next);
        if (--remaining === 0) return;
      }
      cell = next;
    }
  }
}

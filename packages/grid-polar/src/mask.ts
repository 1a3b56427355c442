import type { MaskBitmap } from '@mazekit/core';
import type { RingView } from './rings.js';

/**
 * 2·cos and 2·sin of k × 30°, k = 0..11, where they are whole numbers, else NaN. By Niven's
 * theorem these are the only rational values a cell centre's cosine or sine can take (its
 * angle is a rational share of a turn), so a centre lies on a character edge only there.
 */
const COS2 = [2, NaN, 1, 0, -1, NaN, -2, NaN, -1, 0, 1, NaN];
const SIN2 = [0, 1, NaN, 2, NaN, 1, 0, -1, NaN, -2, NaN, -1];

/**
 * The first and last character (along one axis of `chars` characters over a frame of
 * `frame = 2R + 1` units) under the coordinate `R + ½ + ring × v / 2`: one character, or the
 * two either side when the coordinate falls exactly on the edge between them. `twice` is the
 * exact 2·cos or 2·sin (a whole number) or NaN when irrational, in which case `float` (the
 * coordinate in frame units) can never be on an edge and is floored.
 */
function span(ring: number, twice: number, float: number, frame: number, chars: number, out: Int32Array): void {
  if (Number.isNaN(twice)) {
    const k = Math.max(0, Math.min(chars - 1, Math.floor((float * chars) / frame)));
    out[0] = k;
    out[1] = k;
    return;
  }
  // The character position is (frame + ring × twice) × chars / (2 × frame): whole numbers.
  const num = (frame + ring * twice) * chars;
  const den = 2 * frame;
  const k = Math.floor(num / den);
  out[0] = num % den === 0 ? k - 1 : k;
  out[1] = k;
}

/**
 * Which cells of a polar grid a bitmap switches on (see docs/maze-json.md §6): the bitmap is
 * stretched over the frame `W = H = 2R + 1`, so the centre point (`x`, `y`) of a cell lies
 * over character column `x × width / W` and row `y × height / H`; a cell is on when a
 * character under its centre is on — both of them when the centre is exactly on the edge
 * between two (all four at a corner). Edges are found in exact integer arithmetic, so a cell
 * and its mirror image always agree under a mirrored bitmap.
 */
export function polarMaskCells(grid: RingView & { readonly size: number }, bitmap: MaskBitmap): Uint8Array {
  const { width: bw, height: bh, on } = bitmap;
  const frame = 2 * grid.rings + 1;
  const c = grid.rings + 0.5;
  const out = new Uint8Array(grid.size);
  const cols = new Int32Array(2);
  const rows = new Int32Array(2);
  for (let cell = 0; cell < grid.size; cell++) {
    const ring = grid.ring(cell);
    let twiceCos = 0;
    let twiceSin = 0;
    let x = c;
    let y = c;
    if (ring > 0) {
      // The centre's canvas angle is a / d of a turn: 2π (i + ½) / n − π/2.
      const n = grid.ringSize(ring);
      const a = 2 * (2 * grid.position(cell) + 1) - n;
      const d = 4 * n;
      const twelfths = (12 * a) % d === 0 ? (((12 * a) / d) % 12 + 12) % 12 : -1;
      twiceCos = twelfths < 0 ? NaN : COS2[twelfths]!;
      twiceSin = twelfths < 0 ? NaN : SIN2[twelfths]!;
      const angle = (2 * Math.PI * a) / d;
      x = c + ring * Math.cos(angle);
      y = c + ring * Math.sin(angle);
    }
    span(ring, twiceCos, x, frame, bw, cols);
    span(ring, twiceSin, y, frame, bh, rows);
    let value = 0;
    for (let py = rows[0]!; py <= rows[1]! && value === 0; py++) {
      for (let px = cols[0]!; px <= cols[1]! && value === 0; px++) value = on[px + bw * py]! ? 1 : 0;
    }
    out[cell] = value;
  }
  return out;
}

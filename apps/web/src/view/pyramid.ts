/** One level of a {@link Pyramid}: `channels` bytes per texel, row by row. */
export interface PyramidLevel {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/**
 * A picture and its halvings down to one texel (a mipmap): each texel of level k+1 is the
 * average (or the maximum) of the up to 2 × 2 texels of level k below it. The maze overview
 * samples the level whose texels are a little smaller than a screen pixel and box-filters
 * them, so every wall and passage counts towards the pixel it falls in: no aliasing.
 */
export interface Pyramid {
  readonly channels: number;
  /** `average` for coverage and colour, `max` for thin things that must not vanish (a route). */
  readonly mode: 'average' | 'max';
  readonly levels: PyramidLevel[];
}

/** Builds the levels above `base` (which becomes level 0). */
export function buildPyramid(base: PyramidLevel, channels: number, mode: 'average' | 'max'): Pyramid {
  const levels = [base];
  let below = base;
  while (below.width > 1 || below.height > 1) {
    const next = halve(below, channels, mode);
    levels.push(next);
    below = next;
  }
  return { channels, mode, levels };
}

/**
 * One halving. A hot loop over every texel (millions for a 2000 × 2000 maze), written with
 * plain indices, one loop per kind, and whole RGBA words for colour, so it runs at
 * typed-array speed.
 */
function halve(below: PyramidLevel, channels: number, mode: 'average' | 'max'): PyramidLevel {
  const bw = below.width;
  const bh = below.height;
  const width = Math.ceil(bw / 2);
  const height = Math.ceil(bh / 2);
  const data = new Uint8Array(width * height * channels);
  if (channels === 4) {
    halveWords(new Uint32Array(below.data.buffer, below.data.byteOffset, bw * bh), bw, bh, new Uint32Array(data.buffer), width, height);
    return { width, height, data };
  }
  const src = below.data;
  const max = mode === 'max';
  for (let y = 0; y < height; y++) {
    const r0 = 2 * y * bw;
    const r1 = Math.min(2 * y + 1, bh - 1) * bw;
    let o = y * width;
    for (let x = 0; x < width; x++, o++) {
      const x0 = 2 * x;
      const x1 = x0 + 1 < bw ? x0 + 1 : x0;
      const a = src[r0 + x0]!;
      const b = src[r0 + x1]!;
      const c = src[r1 + x0]!;
      const d = src[r1 + x1]!;
      if (max) {
        const ab = a > b ? a : b;
        const cd = c > d ? c : d;
        data[o] = ab > cd ? ab : cd;
      } else {
        data[o] = (a + b + c + d + 2) >> 2;
      }
    }
  }
  return { width, height, data };
}

/** {@link halve} for RGBA texels: each channel averaged, read and written as one word. */
function halveWords(src: Uint32Array, bw: number, bh: number, out: Uint32Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    const r0 = 2 * y * bw;
    const r1 = Math.min(2 * y + 1, bh - 1) * bw;
    let o = y * width;
    for (let x = 0; x < width; x++, o++) {
      const x0 = 2 * x;
      const x1 = x0 + 1 < bw ? x0 + 1 : x0;
      const a = src[r0 + x0]!;
      const b = src[r0 + x1]!;
      const c = src[r1 + x0]!;
      const d = src[r1 + x1]!;
      // Two channels at a time in 16-bit lanes: the sums of four bytes fit in ten bits.
      const lo = (a & 0xff00ff) + (b & 0xff00ff) + (c & 0xff00ff) + (d & 0xff00ff) + 0x20002;
      const hi = ((a >>> 8) & 0xff00ff) + ((b >>> 8) & 0xff00ff) + ((c >>> 8) & 0xff00ff) + ((d >>> 8) & 0xff00ff) + 0x20002;
      out[o] = (((lo >>> 2) & 0xff00ff) | (((hi >>> 2) & 0xff00ff) << 8)) >>> 0;
    }
  }
}

/**
 * Sets texel (`x`, `y`) of level 0 of a one-channel `max` pyramid to `value` and updates the
 * texels above it: a few writes, for marks added one at a time (a player's trail).
 */
export function raiseTexel(pyramid: Pyramid, x: number, y: number, value: number): void {
  let tx = x;
  let ty = y;
  for (const level of pyramid.levels) {
    if (tx >= level.width || ty >= level.height) return;
    const i = ty * level.width + tx;
    if (level.data[i]! >= value) return;
    level.data[i] = value;
    tx >>= 1;
    ty >>= 1;
  }
}

/** Every buffer of a pyramid, to hand it to another thread without copying. */
export function pyramidBuffers(pyramid: Pyramid): ArrayBuffer[] {
  return pyramid.levels.map((l) => l.data.buffer as ArrayBuffer);
}

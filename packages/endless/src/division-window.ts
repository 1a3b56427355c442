import { Bits } from '@mazekit/core';
import { childA, childB, splitRegion, type Split } from './division-split.js';
import type { World } from './world.js';

/** A growable stack of regions in flat typed arrays (no object per region). */
class RegionStack {
  size = 0;
  x = new Float64Array(64);
  y = new Float64Array(64);
  w = new Float64Array(64);
  h = new Float64Array(64);
  a = new Int32Array(64);
  b = new Int32Array(64);

  push(x: number, y: number, w: number, h: number, a: number, b: number): void {
    if (this.size === this.x.length) this.grow();
    const i = this.size++;
    this.x[i] = x;
    this.y[i] = y;
    this.w[i] = w;
    this.h[i] = h;
    this.a[i] = a;
    this.b[i] = b;
  }

  private grow(): void {
    const n = this.x.length * 2;
    const f = (old: Float64Array): Float64Array<ArrayBuffer> => {
      const next = new Float64Array(n);
      next.set(old);
      return next;
    };
    const g = (old: Int32Array): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(n);
      next.set(old);
      return next;
    };
    this.x = f(this.x);
    this.y = f(this.y);
    this.w = f(this.w);
    this.h = f(this.h);
    this.a = g(this.a);
    this.b = g(this.b);
  }
}

/**
 * Fills `out` (`ww × wh`, row-major) with the world's passage bits of the window at
 * (`wx`, `wy`) in the division texture. Starts from an open field (closed only at the world's
 * edges) and walks the division tree from the root, visiting only regions that hold a window
 * cell, and closes each wall where it crosses the window. A cell lies about 4·ln(side) cuts
 * deep (~133 for 2^48); the stack holds only pending siblings that meet the window (at most 29
 * measured for full-HD windows), and the regions inside the window are fewer than its cells.
 */
export function divisionWindow(world: World, wx: number, wy: number, ww: number, wh: number, out: Uint8Array): void {
  const size = world.size;
  out.fill(Bits.N | Bits.S | Bits.E | Bits.W);
  if (wy === 0) for (let c = 0; c < ww; c++) out[c]! &= ~Bits.N;
  if (wy + wh === size) for (let c = 0, i = (wh - 1) * ww; c < ww; c++) out[i + c]! &= ~Bits.S;
  if (wx === 0) for (let r = 0; r < wh; r++) out[r * ww]! &= ~Bits.W;
  if (wx + ww === size) for (let r = 0; r < wh; r++) out[r * ww + ww - 1]! &= ~Bits.E;

  const xEnd = wx + ww;
  const yEnd = wy + wh;
  const stack = new RegionStack();
  const split: Split = { vertical: false, at: 0, door: 0 };
  // Corridors (one cell wide or tall) have no walls inside and are never pushed.
  if (size > 1) stack.push(0, 0, size, size, world.key0 | 0, world.key1 | 0);
  // Hot loop written by hand: a window of two million cells visits about a million regions.
  while (stack.size > 0) {
    const i = --stack.size;
    const x0 = stack.x[i]!;
    const y0 = stack.y[i]!;
    let w = stack.w[i]!;
    let h = stack.h[i]!;
    let a = stack.a[i]!;
    let b = stack.b[i]!;
    // Goes on with one part of each split and pushes only the other: half the stack traffic.
    for (;;) {
      splitRegion(w, h, a, b, split);
      const at = split.at;
      let first: boolean;
      let second: boolean;
      if (split.vertical) {
        // The wall runs between columns c - 1 and c, the door at row d.
        const c = x0 + at;
        const d = y0 + split.door;
        const r0 = Math.max(y0, wy) - wy;
        const r1 = Math.min(y0 + h, yEnd) - wy;
        const skip = d - wy;
        if (c - 1 >= wx && c - 1 < xEnd) {
          const col = c - 1 - wx;
          for (let r = r0; r < r1; r++) if (r !== skip) out[r * ww + col]! &= ~Bits.E;
        }
        if (c >= wx && c < xEnd) {
          const col = c - wx;
          for (let r = r0; r < r1; r++) if (r !== skip) out[r * ww + col]! &= ~Bits.W;
        }
        first = at > 1 && x0 < xEnd && c > wx;
        second = w - at > 1 && c < xEnd && x0 + w > wx;
      } else {
        const r = y0 + at;
        const d = x0 + split.door;
        const c0 = Math.max(x0, wx) - wx;
        const c1 = Math.min(x0 + w, xEnd) - wx;
        const skip = d - wx;
        if (r - 1 >= wy && r - 1 < yEnd) {
          const base = (r - 1 - wy) * ww;
          for (let c = c0; c < c1; c++) if (c !== skip) out[base + c]! &= ~Bits.S;
        }
        if (r >= wy && r < yEnd) {
          const base = (r - wy) * ww;
          for (let c = c0; c < c1; c++) if (c !== skip) out[base + c]! &= ~Bits.N;
        }
        first = at > 1 && y0 < yEnd && r > wy;
        second = h - at > 1 && r < yEnd && y0 + h > wy;
      }
      // Parts one cell wide or tall are corridors with no walls inside: never visited.
      if (second) {
        const a2 = childA(a, b, 1);
        if (split.vertical) stack.push(x0 + at, y0, w - at, h, a2, childB(b, a2));
        else stack.push(x0, y0 + at, w, h - at, a2, childB(b, a2));
      }
      if (!first) break;
      const a1 = childA(a, b, 0);
      b = childB(b, a1);
      a = a1;
      if (split.vertical) w = at;
      else h = at;
    }
  }
}

// A BlocksContext that records each rectangle with the colour it was filled in.
import type { BlocksContext } from '../../src/index.js';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  color: unknown;
}

export class FakeContext implements BlocksContext {
  fillStyle: unknown = '#000';
  rects: Rect[] = [];

  fillRect(x: number, y: number, w: number, h: number): void {
    this.rects.push({ x, y, w, h, color: this.fillStyle });
  }

  /** Area filled in `color`, in blocks of `size` pixels. */
  area(color: string, size: number): number {
    let total = 0;
    for (const r of this.rects) if (r.color === color) total += (r.w * r.h) / size ** 2;
    return total;
  }

  /** The colour last painted over the pixel (x, y). */
  colorAt(x: number, y: number): unknown {
    for (let i = this.rects.length - 1; i >= 0; i--) {
      const r = this.rects[i]!;
      if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return r.color;
    }
    return undefined;
  }
}

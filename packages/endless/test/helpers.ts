import { Bits } from '@mazekit/core';
import { window, type WorldOptions } from '../src/index.js';

/** Passage bits of single cells, read through 64 × 64 tiles that are computed once each. */
export class CellReader {
  private readonly tiles = new Map<string, Uint8Array>();
  private readonly size: number;

  constructor(
    private readonly seed: string,
    private readonly options: WorldOptions,
    size: number,
  ) {
    this.size = size;
  }

  bits(x: number, y: number): number {
    const tx = Math.floor(x / 64) * 64;
    const ty = Math.floor(y / 64) * 64;
    const key = `${tx},${ty}`;
    let tile = this.tiles.get(key);
    if (!tile) {
      tile = window(this.seed, tx, ty, Math.min(64, this.size - tx), Math.min(64, this.size - ty), this.options);
      this.tiles.set(key, tile);
    }
    return tile[(y - ty) * Math.min(64, this.size - tx) + (x - tx)]!;
  }
}

/** The direction bit for a step from (x0, y0) to (x1, y1), or 0 when they are not neighbours. */
export function stepBit(x0: number, y0: number, x1: number, y1: number): number {
  if (x1 === x0 && y1 === y0 - 1) return Bits.N;
  if (x1 === x0 && y1 === y0 + 1) return Bits.S;
  if (y1 === y0 && x1 === x0 + 1) return Bits.E;
  if (y1 === y0 && x1 === x0 - 1) return Bits.W;
  return 0;
}

/** Counts the passages of a window that stay inside it (each counted once). */
export function innerPassages(cells: Uint8Array, width: number, height: number): number {
  let n = 0;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const bits = cells[r * width + c]!;
      if (bits & Bits.E && c + 1 < width) n++;
      if (bits & Bits.S && r + 1 < height) n++;
    }
  }
  return n;
}

/** Number of connected pieces of a window's cells through its inner passages. */
export function components(cells: Uint8Array, width: number, height: number): number {
  const seen = new Uint8Array(cells.length);
  const stack: number[] = [];
  let count = 0;
  for (let s = 0; s < cells.length; s++) {
    if (seen[s]) continue;
    count++;
    seen[s] = 1;
    stack.push(s);
    while (stack.length) {
      const c = stack.pop()!;
      const bits = cells[c]!;
      const x = c % width;
      const y = (c - x) / width;
      const next = [bits & Bits.N && y > 0 ? c - width : -1, bits & Bits.S && y + 1 < height ? c + width : -1, bits & Bits.E && x + 1 < width ? c + 1 : -1, bits & Bits.W && x > 0 ? c - 1 : -1];
      for (const n of next) {
        if (n >= 0 && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
  }
  return count;
}

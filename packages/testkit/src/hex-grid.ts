import { type Grid, assertSize } from '@mazekit/core';

/**
 * A small non-orthogonal topology used to prove that generators claiming `'*'` really run
 * on any {@link Grid}: a rhombus of hexagons in axial coordinates, six directions
 * (0 east, 1 west, 2 south-east, 3 north-west, 4 south-west, 5 north-east).
 */
export class HexTestGrid implements Grid {
  readonly topology = 'hex-test';
  readonly levels = 1;
  readonly degree = 6;
  readonly size: number;
  readonly cells: Uint8Array;
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    assertSize(width, height, 1, '@mazekit/testkit');
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.cells = new Uint8Array(this.size);
  }

  neighbor(cell: number, dir: number): number {
    const q = cell % this.width;
    const r = (cell - q) / this.width;
    // Axial steps (dq, dr) for the six directions; opposite directions are d and d ^ 1.
    const dq = [1, -1, 0, 0, -1, 1][dir];
    const dr = [0, 0, 1, -1, 1, -1][dir];
    if (dq === undefined || dr === undefined) return -1;
    const nq = q + dq;
    const nr = r + dr;
    if (nq < 0 || nq >= this.width || nr < 0 || nr >= this.height) return -1;
    return nq + nr * this.width;
  }

  opposite(dir: number): number {
    return dir ^ 1;
  }

  link(cell: number, dir: number): void {
    this.cells[cell]! |= 1 << dir;
    this.cells[this.neighbor(cell, dir)]! |= 1 << (dir ^ 1);
  }

  unlink(cell: number, dir: number): void {
    this.cells[cell]! &= ~(1 << dir);
    this.cells[this.neighbor(cell, dir)]! &= ~(1 << (dir ^ 1));
  }

  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }

  directionTo(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): HexTestGrid {
    const copy = new HexTestGrid(this.width, this.height);
    copy.cells.set(this.cells);
    return copy;
  }
}

import { type MaskBitmap, createRng, maskCells } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { PolarGrid } from '../src/index.js';

/** A `width × height` bitmap with the characters `on(x, y)` says switched on. */
function bitmap(width: number, height: number, on: (x: number, y: number) => boolean): MaskBitmap {
  const bytes = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) bytes[x + width * y] = on(x, y) ? 1 : 0;
  return { width, height, on: bytes };
}

/** The mirror image of `cell` in the vertical line through the disc's centre. */
function mirror(grid: PolarGrid, cell: number): number {
  if (cell === 0) return 0;
  const ring = grid.ring(cell);
  const n = grid.ringSize(ring);
  return cell - grid.position(cell) + (n - 1 - grid.position(cell));
}

describe('polar masks', () => {
  it('puts ring-1 centres of a W × H text exactly on a row edge and takes both rows', () => {
    // One ring, a 3 × 3 text: positions 0 and 2 have their centres at y = 1, the edge between
    // rows 0 and 1, so either row switches them on.
    const grid = new PolarGrid(1);
    expect([...maskCells(grid, bitmap(3, 3, (_x, y) => y === 0))]).toEqual([0, 1, 0, 1]);
    expect([...maskCells(grid, bitmap(3, 3, (_x, y) => y === 1))]).toEqual([1, 1, 0, 1]);
    expect([...maskCells(grid, bitmap(3, 3, (_x, y) => y === 2))]).toEqual([0, 0, 1, 0]);
  });

  it('takes both columns for ring-3 positions 1, 7, 10 and 16 of a six-ring disc, whose centres sit on column edges', () => {
    const grid = new PolarGrid(6);
    expect(grid.ringSize(3)).toBe(18);
    const ring3 = (position: number): number => grid.ringSize(0) + grid.ringSize(1) + grid.ringSize(2) + position;
    // The 13 × 13 text: positions 10 and 16 have their centres at x = 5 (the edge of columns
    // 4 and 5), their mirror images 7 and 1 at x = 8 (columns 7 and 8).
    for (const column of [4, 5]) {
      const cells = maskCells(grid, bitmap(13, 13, (x) => x === column));
      expect([cells[ring3(10)], cells[ring3(16)]], `column ${column}`).toEqual([1, 1]);
      expect([cells[ring3(7)], cells[ring3(1)]], `column ${column}`).toEqual([0, 0]);
    }
    for (const column of [7, 8]) {
      const cells = maskCells(grid, bitmap(13, 13, (x) => x === column));
      expect([cells[ring3(7)], cells[ring3(1)]], `column ${column}`).toEqual([1, 1]);
      expect([cells[ring3(10)], cells[ring3(16)]], `column ${column}`).toEqual([0, 0]);
    }
  });

  it('gives a cell and its mirror image the same answer under a mirrored bitmap', () => {
    const rng = createRng('mirror');
    for (const rings of [1, 2, 3, 5, 6, 9]) {
      const grid = new PolarGrid(rings);
      const frame = 2 * rings + 1;
      for (const [w, h] of [[frame, frame], [2 * frame, 2 * frame], [frame + 1, frame - 1], [4, 6]] as const) {
        for (let trial = 0; trial < 4; trial++) {
          const half = new Uint8Array(w * h).map(() => (rng() < 0.5 ? 1 : 0));
          // Character (x, y) and (w − 1 − x, y) agree: a bitmap symmetric left to right.
          const text = bitmap(w, h, (x, y) => half[Math.min(x, w - 1 - x) + w * y] === 1);
          const cells = maskCells(grid, text);
          const broken = [...cells.keys()].filter((cell) => cells[mirror(grid, cell)] !== cells[cell]);
          expect(broken, `${rings} rings, ${w}×${h}: cells unlike their mirror images`).toEqual([]);
        }
      }
    }
  });

  it('keeps every cell of an all-on bitmap and none of an all-off one', () => {
    const grid = new PolarGrid(7);
    expect(maskCells(grid, bitmap(5, 9, () => true)).every((v) => v === 1)).toBe(true);
    expect(maskCells(grid, bitmap(5, 9, () => false)).every((v) => v === 0)).toBe(true);
  });
});

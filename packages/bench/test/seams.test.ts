import { describe, expect, it } from 'vitest';
import { SEAMS_QUICK, formatSeamsSection, longestWallRun, measureSeams } from '../src/seams.js';

describe('longestWallRun', () => {
  it('counts the longest straight interior wall, south walls along rows and east walls down columns', () => {
    // 4 × 3, every passage open (N1 S2 E4 W8 as each cell has them), then walls put back.
    const open = (x: number, y: number, w: number, h: number) => (y > 0 ? 1 : 0) | (y < h - 1 ? 2 : 0) | (x < w - 1 ? 4 : 0) | (x > 0 ? 8 : 0);
    const cells = Uint8Array.from({ length: 12 }, (_, i) => open(i % 4, Math.floor(i / 4), 4, 3));
    expect(longestWallRun(cells, 4, 3)).toBe(0);
    // A south wall under three cells of row 0 (x = 0..2).
    for (const x of [0, 1, 2]) cells[x]! &= ~2;
    expect(longestWallRun(cells, 4, 3)).toBe(3);
    // An east wall down the whole of column 1 beats it; the outer edge never counts.
    for (const y of [0, 1, 2]) cells[y * 4 + 1]! &= ~4;
    expect(longestWallRun(cells, 4, 3)).toBe(3);
    cells[3]! &= ~2;
    expect(longestWallRun(cells, 4, 3)).toBe(4);
  });

  it('reports each texture and the plain maze in the seams section', () => {
    const rows = measureSeams(SEAMS_QUICK);
    expect(rows.map((r) => r.subject)).toEqual(['endless chunks', 'endless division', 'plain backtracker maze']);
    for (const r of rows) expect(r.min).toBeLessThanOrEqual(r.median);
    expect(formatSeamsSection(SEAMS_QUICK, rows)).toContain('| plain backtracker maze | 64 × 36 |');
  });

  it("finds no seam in the chunks texture: its longest straight walls are the plain maze's", () => {
    const rows = measureSeams({ sizes: [[128, 72], [256, 256]], windows: 6 });
    for (const size of ['128 × 72', '256 × 256']) {
      const of = (subject: string) => rows.find((r) => r.subject === subject && `${r.width} × ${r.height}` === size)!;
      const chunks = of('endless chunks');
      const plain = of('plain backtracker maze');
      // Straight 64-cell borders gave medians of 105.5 and 256 here.
      expect(chunks.median, size).toBeLessThanOrEqual(plain.median + 1);
      expect(chunks.max, size).toBeLessThanOrEqual(plain.max + 2);
    }
  });
});

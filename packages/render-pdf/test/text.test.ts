import { describe, expect, test } from 'vitest';
import { renderPdf } from '../src/index.js';
import { solvedMazes } from './mazes.js';
import { pdfFonts, pdfInfo, pdfText } from './poppler.js';

describe('text and structure, read back with poppler', () => {
  const mazes = solvedMazes(5, 12, 12, 'week3');
  const bytes = renderPdf(mazes, { perPage: 2, solutions: true, title: 'Week 3 — Über Ωμέγα' });

  test('puzzle pages, then as many solution pages; A4 portrait', () => {
    const info = pdfInfo(bytes);
    expect(info.Pages).toBe('6');
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(info.Title).toBe('Week 3 — Über Ωμέγα');
  });

  test('title, Name / Date line and labels are extractable text', () => {
    const first = pdfText(bytes, 1);
    expect(first).toContain('Week 3 — Über Ωμέγα');
    expect(first).toMatch(/Name\s+Date/);
    expect(first).toContain('#1 seed week3-1');
    expect(first).toContain('#2 seed week3-2');
    expect(first).not.toContain('#3');
    expect(pdfText(bytes, 3)).toContain('#5 seed week3-5');
  });

  test('solution pages say so and carry the same labels, in the same order', () => {
    const solution = pdfText(bytes, 4);
    expect(solution).toContain('Solutions');
    expect(solution).not.toContain('Name');
    expect(solution).toContain('#1 seed week3-1');
    expect(solution).toContain('#2 seed week3-2');
    expect(pdfText(bytes, 6)).toContain('#5 seed week3-5');
  });

  test('the font is embedded as a subset, with a Unicode map', () => {
    const fonts = pdfFonts(bytes);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]![0]).toMatch(/^[A-Z]{6}\+MazekitSans$/);
    expect(fonts[0]!.slice(-5, -2)).toEqual(['yes', 'yes', 'yes']); // emb, sub, uni
  });

  test('Letter landscape; labels and the Name line can be left out', () => {
    const plain = renderPdf(mazes.slice(0, 1), { paper: 'letter', landscape: true, labels: false, nameLine: false });
    expect(pdfInfo(plain)['Page size']).toMatch(/^792 x 612 pts \(letter\)/);
    expect(pdfText(plain).trim()).toBe('');
  });

  test('a long seed is cut with an ellipsis to fit its slot', () => {
    const [maze] = solvedMazes(1, 6, 6, 'x'.repeat(300));
    const text = pdfText(renderPdf([maze!, maze!, maze!, maze!, maze!, maze!], { perPage: 6 }), 1);
    expect(text).toMatch(/#1 seed x+…/);
  });
});

describe('size and reproducibility', () => {
  test('a 30-maze booklet of 20 × 20 mazes with solutions stays well under 1 MB', () => {
    const bytes = renderPdf(solvedMazes(30, 20, 20, 'size'), { perPage: 2, solutions: true, title: 'Week 3' });
    expect(pdfInfo(bytes).Pages).toBe('30');
    expect(bytes.length).toBeLessThan(400_000);
  });

  test('the same mazes and options give the same bytes', () => {
    const mazes = solvedMazes(3, 8, 8, 'same');
    const a = renderPdf(mazes, { perPage: 3, title: 'Again' });
    const b = renderPdf(mazes, { perPage: 3, title: 'Again' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

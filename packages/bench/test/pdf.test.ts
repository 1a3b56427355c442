import { expect, test } from 'vitest';
import { PDF_FULL, PDF_QUICK, formatPdfSection, timePdfBooklet } from '../src/index.js';

test('the booklet row times a real booklet and reports its size', async () => {
  const timing = await timePdfBooklet(PDF_QUICK, 1);
  if (typeof timing === 'string') throw new Error(timing);
  expect(timing.pages).toBe(6);
  expect(timing.bytes).toBeGreaterThan(5_000);
  expect(timing.medianMs).toBeGreaterThan(0);
  const section = formatPdfSection(timing);
  expect(section).toContain('## PDF booklet');
  expect(section).toContain(`| 6 | 6 | ${Math.round(timing.firstMs)} | ${Math.round(timing.medianMs)} |`);
  expect(section).toContain(`| ${timing.bytes} |`);
});

test('the full bench times the 100-maze booklet; a failure is reported, not thrown', () => {
  expect(PDF_FULL).toEqual({ count: 100, size: 20, perPage: 2, runs: 3 });
  expect(formatPdfSection('@mazekit/render-pdf threw: boom')).toBe('## PDF booklet\n\nNot measured: @mazekit/render-pdf threw: boom.\n');
});

import { OrthogonalGrid, generate, geometryOf, solve } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import { shape as polar } from '@mazekit/grid-polar';
import { describe, expect, test } from 'vitest';
import { MIN_CELL, checkPdfFits, largestLegible, planMazes, renderPdf, renderer } from '../src/index.js';
import { solvedMaze, solvedMazes } from './mazes.js';
import { pdfText } from './poppler.js';

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('every PDF prints legibly, checked before any maze is carved', () => {
  test('the sizes the issue met: 1000 × 1000 and 10000 × 10000 are refused with the largest that prints', () => {
    expect(message(() => checkPdfFits({ width: 1000, height: 1000 }))).toBe(
      '@mazekit/render-pdf: a 1000x1000 maze leaves cells of 0.52 pt on a4, and cells under 5 pt (about 1.8 mm) do not print legibly; the largest of its proportions that prints legibly there is 104x104',
    );
    expect(message(() => checkPdfFits({ width: 10000, height: 10000 }, { paper: 'letter' }))).toMatch(/^@mazekit\/render-pdf: a 10000x10000 maze leaves cells of 0.054 pt on letter, .*the largest of its proportions that prints legibly there is 108x108$/);
  });

  test("the renderer's checkFits asks the same of empty grids, as a tool does before carving", () => {
    expect(message(() => renderer.checkFits!([new OrthogonalGrid(1000, 1000)], { format: 'pdf' }))).toBe(message(() => checkPdfFits({ width: 1000, height: 1000 })));
    const polarGrid = polar.create({ rings: 400 });
    expect(message(() => renderer.checkFits!([polarGrid]))).toMatch(/^@mazekit\/render-pdf: a polar \d+x\d+ maze leaves cells of .* about \d+x\d+$/);
    expect(message(() => renderer.checkFits!(Array.from({ length: 30 }, () => new OrthogonalGrid(20, 20)), { perPage: 30 }))).toMatch(/^@mazekit\/render-pdf: option perPage 30 leaves cells of 4\.7 pt/);
    expect(() => renderer.checkFits!([new OrthogonalGrid(20, 20)], { perPage: 2 })).not.toThrow();
    expect(message(() => renderer.checkFits!([new OrthogonalGrid(2, 2)], { format: 'svg' }))).toBe('@mazekit/render-pdf: format must be pdf, got "svg"');
  });

  test('largestLegible is the edge: it fits and one more cell does not', () => {
    for (const options of [{}, { landscape: true }, { paper: 'letter' as const, title: 'T' }, { perPage: 4 }]) {
      for (const [w, h, levels] of [[1000, 1000, 1], [300, 100, 1], [90, 300, 1], [200, 200, 4]] as const) {
        const best = largestLegible({ width: w, height: h, levels }, options)!;
        expect(() => checkPdfFits({ ...best, levels }, { ...options, perPage: 1 })).not.toThrow();
        const more = { width: best.width + 1, height: Math.max(1, Math.round(((best.width + 1) * h) / w)), levels };
        expect(() => checkPdfFits(more, { ...options, perPage: 1 }), JSON.stringify([options, w, h, more])).toThrow(/do not print legibly/);
      }
    }
    expect(largestLegible({ width: 20, height: 20 })).toEqual({ width: 20, height: 20 });
  });

  test('several mazes: the one too big is named; too many per page names the most that fit', () => {
    expect(message(() => checkPdfFits([{ width: 20, height: 20 }, { width: 400, height: 300, levels: 2 }]))).toMatch(/^@mazekit\/render-pdf: maze 2 \(400x300, 2 floors\) leaves cells of .* the largest of its proportions that prints legibly there is \d+x\d+ a floor$/);
    expect(message(() => checkPdfFits(Array(30).fill({ width: 20, height: 20 }), { perPage: 30 }))).toMatch(/at most 20 per page stay legible/);
  });

  test('mazes of other shapes are measured through their geometry', () => {
    const grid = polar.create({ rings: 120 });
    const size = { width: 120, height: 120, floors: geometryOf(grid), shape: 'polar' };
    expect(message(() => checkPdfFits(size))).toMatch(/^@mazekit\/render-pdf: a polar 120x120 maze leaves cells of [\d.]+ pt on a4, .* there is about \d+x\d+$/);
    const best = largestLegible(size)!;
    expect(() => checkPdfFits({ width: best.width, height: best.height, floors: geometryOf(polar.create({ rings: best.width })) })).not.toThrow();
  });

  test('renderPdf refuses the same way, before drawing', () => {
    expect(message(() => renderPdf(solvedMaze(160, 40, 'wide'), { landscape: false }))).toMatch(/a 160x40 maze leaves cells of 3\.27 pt on a4.* there is 104x26$/);
  });
});

describe('floor labels', () => {
  test('each floor of a multi-level maze is labelled Level n, on puzzle and solution pages; one floor has none', () => {
    const mazes = solvedMazes(2, 8, 6, 'floors', 3);
    const bytes = renderPdf(mazes, { perPage: 2, solutions: true });
    for (const page of [1, 2]) {
      const text = pdfText(bytes, page);
      expect(text.match(/Level 1/g)).toHaveLength(2);
      expect(text.match(/Level 3/g)).toHaveLength(2);
      expect(text).not.toContain('Level 4');
    }
    expect(pdfText(renderPdf(solvedMaze(8, 6, 'one')))).not.toContain('Level');
  });

  test('the labels get a band of their own: floors sit at least FLOOR_BAND points apart', () => {
    const { plan, layouts } = planMazes([{ width: 30, height: 20, levels: 4 }], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: true, solutions: false });
    const cell = plan.placements[0]!.cell;
    expect(cell).toBeGreaterThanOrEqual(MIN_CELL);
    const band = layouts[0]!.origin(0).y * cell;
    expect(band).toBeGreaterThan(11.5);
    expect((layouts[0]!.origin(2).y - layouts[0]!.origin(0).y - 20) * cell).toBeCloseTo(band, 6);
    const m = solve(generate(generator, { width: 30, height: 20, levels: 4, seed: 'band' }));
    expect(pdfText(renderPdf(m))).toContain('Level 4');
  });
});

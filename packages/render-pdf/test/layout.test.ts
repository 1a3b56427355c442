import { describe, expect, test } from 'vitest';
import { MAX_PER_PAGE, MIN_CELL, pageSize, planBooklet } from '../src/index.js';

const base = { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: 'T', nameLine: true, labels: true, solutions: true } as const;

describe('planBooklet', () => {
  test.each([1, 2, 3, 4, 6, 9, 12])('%i per page: slots inside the margins, below the header, not overlapping', (k) => {
    const extents = Array.from({ length: k * 2 + 1 }, () => ({ width: 12, height: 10 }));
    const plan = planBooklet(extents, { ...base, perPage: k });
    expect(plan.perPage).toBe(k);
    expect(plan.columns * plan.rows).toBeGreaterThanOrEqual(k);
    expect(plan.puzzlePages).toBe(3);
    const onPage = plan.placements.filter((p) => p.page === 0);
    expect(onPage).toHaveLength(k);
    for (const p of plan.placements) {
      const w = 12 * p.cell;
      const h = 10 * p.cell;
      expect(p.left).toBeGreaterThanOrEqual(36 - 1e-9);
      expect(p.left + w).toBeLessThanOrEqual(plan.pageWidth - 36 + 1e-9);
      expect(p.top).toBeGreaterThanOrEqual(36 + plan.header - 1e-9);
      expect(p.labelY).toBeLessThanOrEqual(plan.pageHeight - 36 + 1e-9);
      // Scaled to fill its slot: one side touches the slot's edges.
      const fillsWidth = Math.abs(w - p.slot.width) < 1e-6;
      const fillsHeight = Math.abs(h + 13 - p.slot.height) < 1e-6;
      expect(fillsWidth || fillsHeight).toBe(true);
    }
    for (let i = 0; i < onPage.length; i++) {
      for (let j = i + 1; j < onPage.length; j++) {
        const a = onPage[i]!.slot;
        const b = onPage[j]!.slot;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  test('the grid suits the mazes: wide mazes stack, tall mazes sit side by side', () => {
    expect(planBooklet([{ width: 40, height: 10 }, { width: 40, height: 10 }], { ...base, perPage: 2 }).columns).toBe(1);
    expect(planBooklet([{ width: 10, height: 40 }, { width: 10, height: 40 }], { ...base, perPage: 2 }).columns).toBe(2);
  });

  test('the header makes room for the title and the Name / Date or Solutions line', () => {
    expect(planBooklet([{ width: 5, height: 5 }], { ...base, title: '', nameLine: false, solutions: false }).header).toBe(0);
    expect(planBooklet([{ width: 5, height: 5 }], { ...base, title: '', nameLine: false, solutions: true }).header).toBe(24);
    expect(planBooklet([{ width: 5, height: 5 }], base).header).toBe(54);
  });

  test('fewer mazes than perPage use a grid for the mazes there are', () => {
    expect(planBooklet([{ width: 5, height: 5 }], { ...base, perPage: 6 }).perPage).toBe(1);
  });

  test('paper sizes', () => {
    expect(pageSize('letter', false)).toEqual({ width: 612, height: 792 });
    expect(pageSize('a4', true)).toEqual({ width: 841.89, height: 595.28 });
    expect(MAX_PER_PAGE).toBe(48);
    expect(MIN_CELL).toBe(5);
  });
});

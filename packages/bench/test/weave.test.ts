import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as wilson } from '@mazekit/generator-wilson';
import { describe, expect, it } from 'vitest';
import { formatWeaveSection, timeWeave } from '../src/weave.js';

describe('weave rows', () => {
  it('times each generator on the square generic path and a weave board, and reports the ratio against the bar', () => {
    const plan = { side: 30, warmups: 0, rounds: 1 };
    const rows = timeWeave(plan, [wilson, kruskal], 7);
    expect(rows.map((r) => r.generator)).toEqual(['wilson', 'kruskal']);
    for (const row of rows) {
      expect(row.crossings).toBeGreaterThan(0);
      expect(row.ms.every((ms) => ms >= 0)).toBe(true);
    }
    const text = formatWeaveSection(plan, rows);
    expect(text).toMatch(/^## Weave: 900 cells against the square generic path$/m);
    expect(text.split('\n').filter((l) => /^\| (wilson|kruskal) \| \d+ \| [\d.]+ \| [\d.]+ \| [\d.]+x \([\d.]+x\) \| (yes|no) \|$/.test(l))).toHaveLength(2);
  });
});

import { expect, test } from 'vitest';
import { ENDLESS_FULL, ENDLESS_QUICK, formatEndlessSection, timeEndlessWindows } from '../src/index.js';

test('the endless rows time real windows of both textures at every place and world size', () => {
  const rows = timeEndlessWindows(ENDLESS_QUICK);
  expect(rows.map((r) => `${r.texture} ${r.place} ${Math.log2(r.worldSize)}`)).toEqual(
    ['chunks', 'division'].flatMap((t) => [`${t} origin 48`, `${t} across 2^31 48`, `${t} far corner 48`, `${t} middle 12`, `${t} middle 24`, `${t} middle 36`, `${t} middle 48`]),
  );
  for (const r of rows) {
    expect(r.medianMs).toBeGreaterThan(0);
    expect(r.x + ENDLESS_QUICK.width).toBeLessThanOrEqual(r.worldSize);
    expect(Number.isFinite(r.retainedBytes) && Number.isFinite(r.allocatedBytes)).toBe(true);
  }
  const section = formatEndlessSection(ENDLESS_QUICK, rows);
  expect(section).toContain('## Endless maze windows');
  expect(section).toContain(`| chunks | across 2^31 | 2^48 | ${2 ** 31 - 96} |`);
  expect(section.trim().split('\n')).toHaveLength(6 + rows.length);
});

test('the full bench times a full-HD window', () => {
  expect([ENDLESS_FULL.width, ENDLESS_FULL.height]).toEqual([1920, 1080]);
});

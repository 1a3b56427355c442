import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { renderer } from '../src/index.js';
import { cases } from './cases.js';

// `UPDATE_FIXTURES=1 pnpm test` (or `pnpm update-fixtures`) rewrites the files from the current code.
const update = process.env.UPDATE_FIXTURES === '1';
const dir = new URL('./fixtures/', import.meta.url);

describe('golden fixtures', () => {
  for (const fixture of cases) {
    test(fixture.name, () => {
      const svg = renderer.render(fixture.maze(), fixture.options);
      const file = new URL(`${fixture.name}.svg`, dir);
      if (update) writeFileSync(file, svg);
      expect(svg).toBe(readFileSync(file, 'utf8'));
    });
  }

  test('the README examples are the example fixtures', () => {
    for (const name of ['example', 'example-heatmap', 'example-levels']) {
      const file = new URL(`../${name}.svg`, import.meta.url);
      const fixture = readFileSync(new URL(`${name}.svg`, dir), 'utf8');
      if (update) writeFileSync(file, fixture);
      expect(readFileSync(file, 'utf8')).toBe(fixture);
    }
  });
});

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
      const text = renderer.render(fixture.maze(), { ...fixture.options, format: fixture.format });
      const file = new URL(`${fixture.name}.txt`, dir);
      if (update) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });
  }
});

// The golden pictures: regenerate them with `pnpm update-fixtures` after a deliberate change
// in the drawing, and look at them (the README shows example.iso.svg and example.iso.png).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { renderIsoPng, renderer } from '../src/index.js';
import type { Grid } from '@mazekit/core';
import { cases, dungeonCases, readmePictures, shapeCases, weaveCases, type FixtureCase } from './cases.js';
import { decodePng } from './pixels.js';
import { checkXml } from './xml.js';

const update = process.env.UPDATE_FIXTURES === '1';
const fixtures = new URL('./fixtures/', import.meta.url);
const root = new URL('../', import.meta.url);

describe('golden SVG fixtures', () => {
  for (const fixture of [...cases, ...shapeCases, ...dungeonCases, ...weaveCases] as FixtureCase<Grid>[]) {
    test(fixture.name, () => {
      const svg = renderer.render(fixture.maze(), { ...fixture.options, format: 'iso' }) as string;
      expect(checkXml(svg)[0]).toBe('svg');
      const file = new URL(`${fixture.name}.iso.svg`, fixtures);
      if (update) writeFileSync(file, svg);
      expect(svg).toBe(readFileSync(file, 'utf8'));
    });
  }

  test.each(readmePictures.map(([name]) => name))('the README picture %s.iso.svg is its fixture', (name) => {
    const fixture = readFileSync(new URL(`${name}.iso.svg`, fixtures), 'utf8');
    const file = new URL(`${name}.iso.svg`, root);
    if (update) writeFileSync(file, fixture);
    expect(readFileSync(file, 'utf8')).toBe(fixture);
  });
});

test.each(readmePictures)('%s.iso.png: the README picture as PNG, pixel for pixel (within 2 levels a channel)', async (name, make) => {
  const path = fileURLToPath(new URL(`${name}.iso.png`, root));
  const bytes = await renderIsoPng(make());
  if (update || !existsSync(path)) {
    if (!update) throw new Error(`missing ${name}.iso.png; run with UPDATE_FIXTURES=1`);
    writeFileSync(path, bytes);
  }
  const want = await decodePng(readFileSync(path));
  const got = await decodePng(bytes);
  expect([got.width, got.height]).toEqual([want.width, want.height]);
  let differing = 0;
  for (let y = 0; y < got.height; y++) {
    for (let x = 0; x < got.width; x++) {
      const a = got.at(x, y);
      const b = want.at(x, y);
      if (a.some((v, i) => Math.abs(v - b[i]!) > 2)) differing++;
    }
  }
  expect(differing).toBe(0);
});

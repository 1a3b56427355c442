import { createRng } from '@mazekit/core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { WeaveGrid, placeCrossings } from '../src/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(new URL('README.md', new URL('../', import.meta.url)), 'utf8');
const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

// Every js block of the README runs as it is (the package resolves itself through its
// "exports"); a block followed by a line saying "prints" must print the next block. A block
// that draws imports a renderer, which this package cannot depend on: the pack test runs those.
const blocks = [...readme.matchAll(FENCE)];
const manifest = JSON.parse(readFileSync(new URL('package.json', new URL('../', import.meta.url)), 'utf8')) as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const reachable = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const examples = blocks.flatMap((block, i) => {
  if (block[1] !== 'js') return [];
  if (![...block[2]!.matchAll(/from '(@mazekit\/[\w-]+)'/g)].every((m) => reachable.has(m[1]!))) return [];
  const next = blocks[i + 1];
  const between = next ? readme.slice(block.index + block[0].length, next.index) : '';
  return [{ n: i, code: block[2]!, prints: next && /\bprints\b/.test(between) ? next[2]! : undefined }];
});

it('has a js example under "## Use"', () => {
  const use = readme.indexOf('\n## Use');
  expect(use).toBeGreaterThan(0);
  expect(examples.some((e) => blocks[e.n]!.index > use)).toBe(true);
});

it.each(examples)('runs README block $n and prints what the README shows', ({ code, prints }) => {
  const out = execFileSync('node', ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (prints !== undefined) expect(out.trimEnd()).toBe(prints.trimEnd());
});

it('gives the crossing shares the README table shows', () => {
  for (const density of [0.1, 0.2, 0.4, 0.6, 0.8, 1]) {
    let count = 0;
    for (let i = 0; i < 10; i++) {
      const grid = new WeaveGrid(100, 100);
      placeCrossings(grid, createRng(`crossings/${i}`), density);
      count += grid.crossings().length;
    }
    expect(readme).toContain(`| ${density} | ${((100 * count) / 100_000).toFixed(1)} % |`);
  }
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(new URL('README.md', new URL('../', import.meta.url)), 'utf8');
const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

// Every js block of the README runs as it is (the package resolves itself through its
// "exports"); a block followed by a line saying "prints" must print the next block.
const blocks = [...readme.matchAll(FENCE)];
const examples = blocks.flatMap((block, i) => {
  if (block[1] !== 'js') return [];
  const next = blocks[i + 1];
  const between = next ? readme.slice(block.index + block[0].length, next.index) : '';
  return [{ n: i, code: block[2]!, prints: next && /\bprints\b/.test(between) ? next[2]! : undefined }];
});

it('has a js example under "## Use"', () => {
  const use = readme.indexOf('\n## Use');
  expect(use).toBeGreaterThan(0);
  expect(examples.some((e) => blocks[e.n]!.index > use)).toBe(true);
});

// A block that draws the maze imports a renderer, which this package cannot depend on (the
// renderers test every shape with it: a cycle). The pack test runs those blocks, with core,
// this package, the generator and the renderer installed from their tarballs alone.
const manifest = JSON.parse(readFileSync(new URL('package.json', new URL('../', import.meta.url)), 'utf8')) as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const reachable = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const importsOf = (code: string) => [...code.matchAll(/from '(@mazekit\/[\w-]+)'/g)].map((m) => m[1]!);
const here = examples.filter((e) => importsOf(e.code).every((name) => reachable.has(name)));

it('leaves to the pack test only the blocks that draw with a renderer', () => {
  const elsewhere = examples.filter((e) => !here.includes(e));
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const e of elsewhere) expect(importsOf(e.code).filter((name) => !reachable.has(name))).toEqual(['@mazekit/render-svg']);
});

it.each(here)('runs README block $n and prints what the README shows', ({ code, prints }) => {
  const out = execFileSync('node', ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (prints !== undefined) expect(out.trimEnd()).toBe(prints.trimEnd());
});

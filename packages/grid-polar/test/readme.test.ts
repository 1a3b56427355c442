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

it.each(examples)('runs README block $n and prints what the README shows', ({ code, prints }) => {
  const out = execFileSync('node', ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (prints !== undefined) expect(out.trimEnd()).toBe(prints.trimEnd());
});

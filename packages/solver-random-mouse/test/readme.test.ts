import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const use = readme.slice(readme.indexOf('\n## Use'));
const example = /```js\n([\s\S]*?)```/.exec(use)?.[1] ?? '';
const prints = /\nprints\n+```text\n([\s\S]*?)```/.exec(use)?.[1];

test('the Install line lists exactly the packages the example imports', () => {
  const imported = [...new Set([...example.matchAll(/from '(@mazekit\/[^']+)'/g)].map((m) => m[1]!))].sort();
  const installed = /```sh\nnpm install ([^\n]*)\n/.exec(readme)?.[1]?.split(' ').sort();
  expect(imported.length).toBeGreaterThan(1);
  expect(installed).toEqual(imported);
});

test('the example runs and prints what the README shows', () => {
  // A folder inside the package, so the example's imports resolve to this workspace's packages.
  const dir = mkdtempSync(join(root, '.readme-'));
  try {
    writeFileSync(join(dir, 'example.mjs'), example);
    expect(execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' })).toBe(prints);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('the README shows the picture of the trace', () => {
  expect(readme).toMatch(/!\[[^\]]+\]\(trace\.svg\)/);
  expect(existsSync(join(root, 'trace.svg'))).toBe(true);
});

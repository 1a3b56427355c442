import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/** What {@link runReadmeExample} checks beyond the example itself. */
export interface ReadmeExampleOptions {
  /** A picture the README must show and the package must hold (`trace.svg`). */
  readonly picture?: string;
}

/**
 * Registers vitest tests of a package's README: its `## Use` section's first `js` block
 * imports exactly the packages of its `npm install` line, runs (from a folder inside the
 * package, so its imports resolve to the workspace's packages) and prints the README's
 * `prints` block; and the README shows `picture` when one is named. `packageUrl` is the
 * package's folder as a URL: `new URL('../', import.meta.url)` from its test folder.
 */
export function runReadmeExample(packageUrl: { readonly href: string }, options: ReadmeExampleOptions = {}): void {
  const root = fileURLToPath(packageUrl.href);
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
    const dir = mkdtempSync(join(root, '.readme-'));
    try {
      writeFileSync(join(dir, 'example.mjs'), example);
      expect(execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' })).toBe(prints);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const { picture } = options;
  if (picture) {
    test(`the README shows the picture ${picture}`, () => {
      expect(readme).toMatch(new RegExp(`!\\[[^\\]]+\\]\\(${picture.replace(/\./g, '\\.')}\\)`));
      expect(existsSync(join(root, picture))).toBe(true);
    });
  }
}

import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('runs the README example and prints what the README shows', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const use = readme.slice(readme.indexOf('## Use'));
  const code = /```js\n([\s\S]*?)```/.exec(use)![1]!;
  const shown = /prints\n\n```text\n([\s\S]*?)```/.exec(use)![1]!;
  // Inside the package, so `@mazekit/endless` resolves to the built package itself.
  const file = fileURLToPath(new URL(`../readme-example-${process.pid}.mjs`, import.meta.url));
  writeFileSync(file, code);
  try {
    expect(execFileSync(process.execPath, [file], { encoding: 'utf8' })).toBe(shown);
  } finally {
    rmSync(file, { force: true });
  }
});

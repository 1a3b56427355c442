import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { decodePng } from './pixels.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The first `js` block under "## Use". */
function useExample(markdown: string): string {
  const section = markdown.slice(markdown.indexOf('\n## Use'));
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README has no js example under "## Use"');
  return block[1]!;
}

test('the README example runs and writes the pictures the README shows', async () => {
  // A folder inside the package, so the example's imports resolve to this workspace's packages.
  const dir = mkdtempSync(join(root, '.readme-'));
  try {
    writeFileSync(join(dir, 'example.mjs'), useExample(readFileSync(join(root, 'README.md'), 'utf8')));
    execFileSync(process.execPath, ['example.mjs'], { cwd: dir, stdio: 'pipe' });
    expect(readFileSync(join(dir, 'tower.iso.svg'), 'utf8')).toBe(readFileSync(join(root, 'example.iso.svg'), 'utf8'));
    const got = await decodePng(readFileSync(join(dir, 'tower.iso.png')));
    const want = await decodePng(readFileSync(join(root, 'example.iso.png')));
    expect([got.width, got.height]).toEqual([want.width, want.height]);
    for (let y = 0; y < got.height; y += 7) {
      for (let x = 0; x < got.width; x += 7) {
        const [a, b] = [got.at(x, y), want.at(x, y)];
        expect(a.every((v, i) => Math.abs(v - b[i]!) <= 2)).toBe(true);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { decodePng } from './pixels.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The first `js` block under `heading` (default "## Use"). */
function useExample(markdown: string, heading = '\n## Use'): string {
  expect(markdown.indexOf(heading)).toBeGreaterThan(0);
  const section = markdown.slice(markdown.indexOf(heading));
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README has no js example under "## Use"');
  return block[1]!;
}

test.each([
  ['\n## Use', [['tower', 'example']]],
  ['\n### Hex, triangle and polar mazes', [['tower-hex', 'example-hex'], ['tower-triangle', 'example-triangle']]],
  ['\n### Dungeons', [['keep', 'example-dungeon']]],
  ['\n### Weave mazes', [['bridges', 'example-weave']]],
] as const)('the README example under %j runs and writes the pictures the README shows', async (heading, files) => {
  // A folder inside the package, so the example's imports resolve to this workspace's packages.
  const dir = mkdtempSync(join(root, '.readme-'));
  try {
    writeFileSync(join(dir, 'example.mjs'), useExample(readFileSync(join(root, 'README.md'), 'utf8'), heading));
    execFileSync(process.execPath, ['example.mjs'], { cwd: dir, stdio: 'pipe' });
    for (const [written, shown] of files) {
      expect(readFileSync(join(dir, `${written}.iso.svg`), 'utf8')).toBe(readFileSync(join(root, `${shown}.iso.svg`), 'utf8'));
      const got = await decodePng(readFileSync(join(dir, `${written}.iso.png`)));
      const want = await decodePng(readFileSync(join(root, `${shown}.iso.png`)));
      expect([got.width, got.height]).toEqual([want.width, want.height]);
      for (let y = 0; y < got.height; y += 7) {
        for (let x = 0; x < got.width; x += 7) {
          const [a, b] = [got.at(x, y), want.at(x, y)];
          expect(a.every((v, i) => Math.abs(v - b[i]!) <= 2)).toBe(true);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { installLine, readmeBlocks } from './readme.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));

/** Every published package's README, and the repository's own (its library example under "Use"). */
const readmes = [
  ...readdirSync(packagesDir)
    .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')) && existsSync(join(packagesDir, dir, 'README.md')))
    .filter((dir) => (JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { private?: boolean }).private !== true)
    .map((dir) => ({ dir, markdown: readFileSync(join(packagesDir, dir, 'README.md'), 'utf8'), heading: undefined as string | undefined })),
  { dir: '..', markdown: readFileSync(join(packagesDir, '..', 'README.md'), 'utf8'), heading: 'Use' },
];

/** The packages a block imports (`from '...'` and `import('...')`), Node's own modules left out. */
function imported(code: string): string[] {
  const names = [...code.matchAll(/(?:from |import\()['"]((?:@[\w-]+\/)?[\w.:-]+)/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !name.startsWith('node:') && !name.startsWith('.')))];
}

it.each(readmes.map((r) => [r.dir === '..' ? 'the repository' : r.dir, r] as const))("%s README's Install line names every package its examples import", (_label, { dir, markdown, heading }) => {
  const blocks = readmeBlocks(markdown, heading).filter((b) => b.skip === undefined);
  if (blocks.length === 0) return;
  const install = installLine(markdown, heading);
  expect(install, `${dir}/README.md has an "npm install ..." line`).toBeDefined();
  const missing = [...new Set(blocks.flatMap((b) => imported(b.code)))].filter((name) => !install!.includes(name));
  expect(missing, `${dir}/README.md: its examples import these, which its Install line does not name`).toEqual([]);
});

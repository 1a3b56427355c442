import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readmeBlocks, readmeExample, runnable } from './readme.js';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const shipped = ['core', 'generator-backtracker', 'render-ascii'];

let scratch = '';
let app = '';

// Pack each package as it would be published, then install only the tarballs in an
// empty project outside the workspace: no workspace links, no registry.
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'mazekit-pack-'));
  const tarballs = join(scratch, 'tarballs');
  for (const name of shipped) {
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: join(packages, name), stdio: 'pipe' });
  }
  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  const files = readdirSync(tarballs).map((file) => join(tarballs, file));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...files], { cwd: app, stdio: 'pipe' });
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

function run(file: string, code: string): string {
  writeFileSync(join(app, file), code);
  return execFileSync('node', [file], { cwd: app, encoding: 'utf8' });
}

it('installs exactly the three packages, with nothing pulled in beside them', () => {
  const top = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
  expect(top).toEqual(['@mazekit']);
  expect(readdirSync(join(app, 'node_modules', '@mazekit')).sort()).toEqual(shipped);
  for (const name of shipped) {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', '@mazekit', name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const range of Object.values(manifest.dependencies ?? {})) expect(range).not.toMatch(/^workspace:/);
  }
}, 60_000);

it('runs a generator and a renderer together from the installed tarballs', () => {
  const out = run(
    'together.mjs',
    `import { generate, isPerfect, solve } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import { renderAscii } from '@mazekit/render-ascii';

const maze = solve(generate(generator, { width: 12, height: 6, seed: 'packed' }));
console.log(isPerfect(maze.grid));
console.log(renderAscii(maze));
`,
  );
  const lines = out.trimEnd().split('\n');
  expect(lines[0]).toBe('true');
  expect(lines.slice(1)).toHaveLength(2 * 6 + 1);
  expect(out).toContain('S');
  expect(out).toContain('G');
}, 60_000);

it("runs core's README examples with only core and the generator they name installed", () => {
  const blocks = readmeBlocks(readFileSync(join(packages, 'core', 'README.md'), 'utf8'), 'Use');
  expect(blocks.length).toBeGreaterThan(0);
  const only = join(scratch, 'core-only');
  mkdirSync(only);
  writeFileSync(join(only, 'package.json'), JSON.stringify({ name: 'core-only', private: true, type: 'module' }));
  const tarballs = readdirSync(join(scratch, 'tarballs'));
  const named = new Set(blocks.flatMap((b) => [...b.code.matchAll(/from '(@mazekit\/[\w-]+)'/g)].map((m) => m[1]!)));
  const wanted = tarballs.filter((file) => [...named].some((name) => file === `${name.slice(1).replace('/', '-')}-0.0.0.tgz`));
  expect(wanted).toHaveLength(named.size);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...wanted.map((f) => join(scratch, 'tarballs', f))], { cwd: only, stdio: 'pipe' });
  expect(readdirSync(join(only, 'node_modules', '@mazekit')).sort()).toEqual([...named].map((n) => n.split('/')[1]).sort());
  blocks.forEach((block, i) => {
    writeFileSync(join(only, `core-${i}.mjs`), runnable(block));
    execFileSync('node', [`core-${i}.mjs`], { cwd: only, encoding: 'utf8' });
  });
}, 120_000);

it.each(['generator-backtracker', 'render-ascii', '..'])('runs the %s README example and prints what the README says', (name) => {
  // '..' is the repository's own README, whose example uses the same three packages.
  const example = readmeExample(readFileSync(join(packages, name, 'README.md'), 'utf8'));
  expect(example, `${name}/README.md has a js example under "## Use"`).toBeDefined();
  const out = run(`${name === '..' ? 'root' : name}.mjs`, example!.code);
  if (example!.prints !== undefined) expect(out.trimEnd()).toBe(example!.prints.trimEnd());
}, 60_000);

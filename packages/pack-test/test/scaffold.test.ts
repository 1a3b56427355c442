import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const consumers = ['apps/cli', 'apps/web', 'packages/bench', 'packages/pack-test'];
/** The shape packages, which run the shape conformance for every generator they list. */
const shapes = readdirSync(join(repo, 'packages'))
  .filter((dir) => dir.startsWith('grid-'))
  .map((dir) => `packages/${dir}`);
let root = '';

// The scaffold writes next to itself, so run a copy in a throwaway tree with just what it reads.
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mazekit-scaffold-'));
  mkdirSync(join(root, 'tools'));
  mkdirSync(join(root, 'packages', 'core'), { recursive: true });
  cpSync(join(repo, 'tools', 'new-generator.mjs'), join(root, 'tools', 'new-generator.mjs'));
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) {
    cpSync(join(repo, 'packages', 'core', file), join(root, 'packages', 'core', file));
  }
  for (const file of ['package.json', 'LICENSE', ...[...consumers, ...shapes].map((c) => `${c}/package.json`)]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

const scaffold = (...args: string[]) =>
  spawnSync('node', [join(root, 'tools', 'new-generator.mjs'), ...args], { encoding: 'utf8' });

it('scaffolds a generator package wired to the conformance suite, with a changeset', () => {
  const result = scaffold('zig-zag', '--name', 'Zig-zag walk', '--summary', 'Walks in zig-zags.');
  expect(result.status, result.stderr).toBe(0);
  const dir = join(root, 'packages', 'generator-zig-zag');
  for (const file of [
    'package.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'README.md',
    'src/index.ts',
    'src/generator.ts',
    'src/zig-zag.ts',
    'test/conformance.test.ts',
    'test/exports.test.ts',
  ]) {
    expect(existsSync(join(dir, file)), file).toBe(true);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest.name).toBe('@mazekit/generator-zig-zag');
  expect(manifest.dependencies).toEqual({ '@mazekit/core': 'workspace:^' });
  expect(manifest.sideEffects).toBe(false);
  // Ready to publish, like every other package (publish.test.ts checks them all).
  const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: { url: string } };
  expect(manifest.repository).toEqual({ type: 'git', url: workspace.repository.url, directory: 'packages/generator-zig-zag' });
  expect(manifest.engines).toEqual({ node: '>=20.19' });
  expect(manifest.homepage).toMatch(/\/tree\/main\/packages\/generator-zig-zag#readme$/);
  expect(manifest.bugs).toEqual({ url: expect.stringMatching(/\/issues$/) as unknown });
  expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'src']));
  expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(repo, 'LICENSE'), 'utf8'));
  // Wired into the CLI, the web demo, the bench and the pack test.
  for (const consumer of consumers) {
    const deps = JSON.parse(readFileSync(join(root, consumer, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect({ ...deps.dependencies, ...deps.devDependencies }['@mazekit/generator-zig-zag'], consumer).toBe('workspace:^');
  }
  // And into every shape package's devDependencies, whose conformance test tries every
  // generator listed there on its shape and on masks.
  expect(shapes).toEqual(['packages/grid-hex', 'packages/grid-polar', 'packages/grid-triangle', 'packages/grid-weave']);
  for (const shape of shapes) {
    const manifest = JSON.parse(readFileSync(join(root, shape, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect(manifest.devDependencies?.['@mazekit/generator-zig-zag'], shape).toBe('workspace:^');
    expect(manifest.dependencies?.['@mazekit/generator-zig-zag'], shape).toBeUndefined();
    expect(result.stdout).toContain(`${shape}/package.json`);
    // One line more and the rest of the file as it was (a one-line "files" array stays one line).
    const before = readFileSync(join(repo, shape, 'package.json'), 'utf8').split('\n');
    const after = readFileSync(join(root, shape, 'package.json'), 'utf8').split('\n');
    expect(after.filter((line) => !line.includes('@mazekit/generator-zig-zag')).map((line) => line.replace(/,$/, '')), shape).toEqual(before.map((line) => line.replace(/,$/, '')));
  }
  expect(result.stdout).toContain('pnpm install ');
  expect(result.stdout).not.toContain('--offline');
  expect(readFileSync(join(dir, 'src/zig-zag.ts'), 'utf8')).toContain('tracer?.visit?.(cell)');
  expect(readFileSync(join(dir, 'src/generator.ts'), 'utf8')).toContain('export const generator = defineGenerator({');
  expect(readFileSync(join(dir, 'src/generator.ts'), 'utf8')).toContain("id: 'zig-zag'");
  expect(readFileSync(join(dir, 'src/zig-zag.ts'), 'utf8')).toContain('export function carveZigZag(');
  expect(readFileSync(join(dir, 'test/conformance.test.ts'), 'utf8')).toContain('runConformance(generator)');
  expect(readFileSync(join(root, '.changeset', 'generator-zig-zag.md'), 'utf8')).toBe(
    '---\n"@mazekit/generator-zig-zag": minor\n---\n\nNew generator: Zig-zag walk.\n',
  );
}, 60_000);

it('refuses a bad id, an existing package and a missing id, with status 2', () => {
  expect(scaffold('Bad_Id').status).toBe(2);
  expect(scaffold('zig-zag').stderr).toMatch(/already exists/);
  expect(scaffold().status).toBe(2);
}, 60_000);

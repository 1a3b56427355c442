import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const consumers = ['apps/cli', 'apps/web', 'packages/bench', 'packages/pack-test'];
let root = '';

// The scaffold writes next to itself, so run a copy in a throwaway tree with just what it reads.
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mazekit-solver-scaffold-'));
  mkdirSync(join(root, 'tools'));
  mkdirSync(join(root, 'packages', 'core'), { recursive: true });
  cpSync(join(repo, 'tools', 'new-solver.mjs'), join(root, 'tools', 'new-solver.mjs'));
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) {
    cpSync(join(repo, 'packages', 'core', file), join(root, 'packages', 'core', file));
  }
  for (const file of ['package.json', 'LICENSE', ...consumers.map((c) => `${c}/package.json`)]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

const scaffold = (...args: string[]) => spawnSync('node', [join(root, 'tools', 'new-solver.mjs'), ...args], { encoding: 'utf8' });

it('scaffolds a solver package wired to the solver conformance suite on every shape, with a changeset', () => {
  const result = scaffold('chain', '--name', 'Chain solver', '--summary', 'Follows a chain of guides.');
  expect(result.status, result.stderr).toBe(0);
  const dir = join(root, 'packages', 'solver-chain');
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'README.md', 'LICENSE', 'src/index.ts', 'src/solver.ts', 'src/chain.ts', 'test/conformance.test.ts', 'test/exports.test.ts']) {
    expect(existsSync(join(dir, file)), file).toBe(true);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest.name).toBe('@mazekit/solver-chain');
  expect(manifest.dependencies).toEqual({ '@mazekit/core': 'workspace:^' });
  expect(manifest.description).toBe('Follows a chain of guides.');
  expect(manifest.homepage).toMatch(/\/tree\/main\/packages\/solver-chain#readme$/);
  for (const consumer of consumers) {
    const deps = JSON.parse(readFileSync(join(root, consumer, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect({ ...deps.dependencies, ...deps.devDependencies }['@mazekit/solver-chain'], consumer).toBe('workspace:^');
  }
  expect(readFileSync(join(dir, 'src/solver.ts'), 'utf8')).toContain("id: 'chain'");
  expect(readFileSync(join(dir, 'src/chain.ts'), 'utf8')).toContain('export function solveChain(');
  expect(readFileSync(join(dir, 'test/conformance.test.ts'), 'utf8')).toContain('runSolverConformance(solver, { shapes: [hex, triangle, polar] })');
  expect(readFileSync(join(root, '.changeset', 'solver-chain.md'), 'utf8')).toBe('---\n"@mazekit/solver-chain": minor\n---\n\nNew solver: Chain solver.\n');
}, 60_000);

it('refuses a bad id, an existing package and a missing id, with status 2', () => {
  expect(scaffold('Bad_Id').status).toBe(2);
  expect(scaffold('chain').stderr).toMatch(/already exists/);
  expect(scaffold().status).toBe(2);
}, 60_000);

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pluginPackages } from '../generator-packages.js';
import { GENERATORS, findGenerator } from '../src/generators.js';
import { SOLVERS, findSolver } from '../src/solvers.js';

it('bundles exactly the generator packages the app depends on', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const deps = Object.keys(pkg.dependencies).filter((d) => d.startsWith('@mazekit/generator-')).sort();
  expect(GENERATORS.map((g) => g.package).sort()).toEqual(deps);
});

it('bundles exactly the solver packages the app depends on, each once', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const deps = Object.keys(pkg.dependencies).filter((d) => d.startsWith('@mazekit/solver-')).sort();
  expect(SOLVERS.map((s) => s.package).sort()).toEqual(deps);
  for (const s of SOLVERS) expect(findSolver(s.id)).toBe(s);
  expect(findSolver('nope')).toBeUndefined();
});

it('finds a solver package added to package.json by its name alone, as it finds generators', () => {
  const root = mkdtempSync(join(tmpdir(), 'mazekit-web-plugins-'));
  try {
    const dependencies = { '@mazekit/solver-stack-walk': '1', 'mazekit-solver-x': '1', '@mazekit/generator-wilson': '1', '@mazekit/core': '1', 'solver-nope': '1' };
    writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies }));
    expect(pluginPackages(root, 'solver')).toEqual(['@mazekit/solver-stack-walk', 'mazekit-solver-x']);
    expect(pluginPackages(root, 'generator')).toEqual(['@mazekit/generator-wilson']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it('keeps the walkers first in the solver menu, the fillers and floods after', () => {
  expect(SOLVERS.map((s) => s.id)).toEqual(['wall-follower', 'pledge', 'tremaux', 'random-mouse', 'dead-end-filling', 'bfs', 'a-star']);
});

it('has unique ids and finds each by id', () => {
  const ids = GENERATORS.map((g) => g.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const g of GENERATORS) expect(findGenerator(g.id)).toBe(g);
  expect(findGenerator('nope')).toBeUndefined();
});

it('pins the exported names of the app modules', async () => {
  expect(Object.keys(await import('../src/generators.js')).sort()).toEqual(['GENERATORS', 'findGenerator']);
  expect(Object.keys(await import('../src/url-state.js')).sort()).toEqual([
    'DEFAULTS',
    'DEFAULT_RACE',
    'ENDS_PARAM',
    'MAX_HARDEST',
    'MAX_SEED_LENGTH',
    'OPTION_PREFIX',
    'parseState',
    'serializeState',
  ]);
  expect(Object.keys(await import('../src/carve.js')).sort()).toEqual(['carveMaze', 'hardestSeed']);
  expect(Object.keys(await import('../src/solvers.js')).sort()).toEqual(['SOLVERS', 'findSolver', 'solverRefusal']);
});

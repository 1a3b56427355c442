import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
let copy = '';

/**
 * A carve function for the scaffolded package, written to the scaffold's own claims (every
 * topology, floors, masks): a random depth-first walk with an explicit stack.
 */
const CARVE = `import type { Grid, Rng, Tracer } from '@mazekit/core';

/** Carves a perfect maze: walks to a random unvisited neighbour, steps back at a dead end. */
export function carveZigZag(grid: Grid, rng: Rng, tracer?: Tracer): void {
  const visited = new Uint8Array(grid.size);
  const stack = new Int32Array(grid.size);
  const open = new Int32Array(grid.degree);
  const start = Math.floor(rng() * grid.size);
  visited[start] = 1;
  stack[0] = start;
  let top = 1;
  tracer?.visit?.(start);
  while (top > 0) {
    const cell = stack[top - 1]!;
    let count = 0;
    for (let dir = 0; dir < grid.degree; dir++) {
      const next = grid.neighbor(cell, dir);
      if (next >= 0 && visited[next] === 0) open[count++] = dir;
    }
    if (count === 0) {
      top--;
      continue;
    }
    const dir = open[count === 1 ? 0 : Math.floor(rng() * count)]!;
    const next = grid.neighbor(cell, dir);
    grid.link(cell, dir);
    visited[next] = 1;
    stack[top++] = next;
    tracer?.carve?.(cell, next);
    tracer?.visit?.(next);
  }
}
`;

// (--no-frozen-lockfile: under CI=true pnpm freezes the lockfile, and the new package must be added to it.)
// A temporary copy of the workspace, as a contributor's clone after `pnpm run setup`: the
// sources and the built dist folders, without node_modules (pnpm links them from its store).
beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'mazekit-contributor-'));
  cpSync(repo, copy, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.git|\.turbo|test-results)$/.test(source),
  });
  const scaffold = await run('node', ['tools/new-generator.mjs', 'zig-zag', '--name', 'Zig-zag', '--summary', 'A random depth-first walk.'], { cwd: copy });
  expect(scaffold.stdout).toContain('apps/cli/package.json');
  writeFileSync(join(copy, 'packages/generator-zig-zag/src/zig-zag.ts'), CARVE);
  await run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--ignore-scripts', '--config.confirmModulesPurge=false'], { cwd: copy });
  await run('pnpm', ['--filter', '@mazekit/generator-zig-zag', 'run', 'build'], { cwd: copy });
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 60_000);

it('a scaffolded generator reaches `mazekit list` with no other edit', async () => {
  const { stdout } = await run('node', ['apps/cli/dist/bin.js', 'list', '--json'], { cwd: copy });
  const list = JSON.parse(stdout) as { generators: { id: string; package: string }[] };
  expect(list.generators).toContainEqual(expect.objectContaining({ id: 'zig-zag', package: '@mazekit/generator-zig-zag' }));
  const maze = await run('node', ['apps/cli/dist/bin.js', 'generate', '-a', 'zig-zag', '--width', '4', '--height', '3', '--seed', 'z', '--format', 'stats'], { cwd: copy });
  expect(JSON.parse(maze.stdout)).toMatchObject({ generator: 'zig-zag', perfect: true, cells: 12 });
}, 60_000);

it('reaches the bench', async () => {
  const bench = pathToFileURL(join(copy, 'packages/bench/dist/mazekit.js')).href;
  const { stdout } = await run('node', ['--input-type=module', '-e', `const { discoverGenerators } = await import(${JSON.stringify(bench)}); const d = await discoverGenerators(); console.log(JSON.stringify(d.subjects.map((s) => s.algorithm)));`], { cwd: copy });
  expect(JSON.parse(stdout)).toContain('zig-zag');
}, 60_000);

it("reaches the web demo's generator menu", async () => {
  // The menu lists GENERATORS from src/generators.ts; load that module through the demo's
  // own Vite config, as the dev server and the build do.
  const vite = pathToFileURL(join(copy, 'apps/web/node_modules/vite/dist/node/index.js')).href;
  const script = `const { createServer } = await import(${JSON.stringify(vite)});
const server = await createServer({ root: process.cwd(), logLevel: 'silent', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try { const m = await server.ssrLoadModule('/src/generators.ts'); console.log(JSON.stringify(m.GENERATORS.map((g) => g.id))); } finally { await server.close(); }`;
  const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: join(copy, 'apps/web') });
  const ids = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  expect(ids[0]).toBe('backtracker');
  expect(ids).toContain('zig-zag');
  expect(readFileSync(join(copy, 'apps/web/src/generators.ts'), 'utf8')).not.toContain('zig-zag');
}, 90_000);

/**
 * The workspace packages of the copy that list the new generator (the scaffold wires it into
 * them), other than this one, whose test would run itself.
 */
function dependents(): { dir: string; name: string }[] {
  return ['apps', 'packages']
    .flatMap((top) => readdirSync(join(copy, top)).map((dir) => join(top, dir)))
    .filter((dir) => existsSync(join(copy, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(copy, dir, 'package.json'), 'utf8')) as { name: string; dependencies?: object; devDependencies?: object } }))
    .filter(({ manifest }) => manifest.name !== '@mazekit/pack-test' && '@mazekit/generator-zig-zag' in { ...manifest.dependencies, ...manifest.devDependencies })
    .map(({ dir, manifest }) => ({ dir, name: manifest.name }));
}

it('lists the generator in the CLI, the web demo, the bench and every shape package', () => {
  expect(dependents().map((d) => d.name).sort()).toEqual([
    '@mazekit/bench',
    '@mazekit/cli',
    '@mazekit/grid-hex',
    '@mazekit/grid-polar',
    '@mazekit/grid-triangle',
    '@mazekit/grid-weave',
    '@mazekit/web',
  ]);
});

it('passes its own tests and the tests over every installed generator of the packages that list it', async () => {
  // The web demo's speed table once failed for a generator it had never heard of. In each
  // package that lists the new one, the test files that go over its installed generators
  // (those naming the generator list) run here — the shape packages' conformance tests try
  // it on hex, triangle, polar and weave grids and on masks; the rest of their suites run in
  // the workspace's own test.
  await run('pnpm', ['--filter', '@mazekit/generator-zig-zag', 'test'], { cwd: copy });
  for (const { dir, name } of dependents()) {
    const tests = readdirSync(join(copy, dir, 'test'))
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => /\bGENERATORS\b|GENERATOR_IDS|discoverGenerators|installedGenerators/.test(readFileSync(join(copy, dir, 'test', file), 'utf8')));
    expect(tests.length, `${name} has tests that go over its generators`).toBeGreaterThan(0);
    // vitest itself, not the package's test script: the scripts carry their own --testTimeout,
    // and vitest refuses the option twice.
    const args = ['--filter', name, 'exec', 'vitest', 'run', ...tests.map((file) => `test/${file}`), '--testTimeout=600000'];
    const { stdout } = await run('pnpm', args, { cwd: copy, maxBuffer: 64 << 20 });
    // eslint-disable-next-line no-control-regex -- vitest colours its summary
    expect(stdout.replace(/\u001b\[[0-9;]*m/g, ''), name).toMatch(/Tests\s+\d+ passed/);
  }
}, 1_200_000);

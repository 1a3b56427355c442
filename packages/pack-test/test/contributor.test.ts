import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
let copy = '';

/** A carve function for the scaffolded package: a binary tree, north or east from each cell. */
const CARVE = `import type { Grid, Rng, Tracer } from '@mazekit/core';

/** Carves a binary-tree maze: each cell opens north or east, by a coin. */
export function carveZigZag(grid: Grid, rng: Rng, tracer?: Tracer): void {
  for (let cell = 0; cell < grid.size; cell++) {
    tracer?.visit?.(cell);
    const north = grid.neighbor(cell, 0);
    const east = grid.neighbor(cell, 2);
    const dir = north >= 0 && (east < 0 || rng() < 0.5) ? 0 : east >= 0 ? 2 : -1;
    if (dir >= 0) grid.link(cell, dir);
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
  const scaffold = await run('node', ['tools/new-generator.mjs', 'zig-zag', '--name', 'Zig-zag', '--summary', 'North or east at every cell.'], { cwd: copy });
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

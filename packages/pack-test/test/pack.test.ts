import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readmeBlocks, runnable } from './readme.js';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const shipped = ['core', 'generator-backtracker', 'render-ascii'];
/** A hex maze drawn as SVG: core, the hex shape, one generator and the SVG renderer. */
const hexKit = ['core', 'generator-backtracker', 'grid-hex', 'render-svg'];

let scratch = '';
let app = '';

// Pack each package as it would be published, then install only the tarballs in an
// empty project outside the workspace: no workspace links, no registry.
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'mazekit-pack-'));
  const tarballs = join(scratch, 'tarballs');
  for (const name of new Set([...shipped, ...hexKit])) {
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: join(packages, name), stdio: 'pipe' });
  }
  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballsOf(shipped)], { cwd: app, stdio: 'pipe' });
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

/** The packed tarballs of workspace packages `names` (folder names). */
function tarballsOf(names: readonly string[]): string[] {
  return names.map((name) => join(scratch, 'tarballs', `mazekit-${name}-0.0.0.tgz`));
}

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

it('draws a hex maze as SVG with only core, grid-hex, one generator and render-svg installed', () => {
  const hexApp = join(scratch, 'hex');
  mkdirSync(hexApp);
  writeFileSync(join(hexApp, 'package.json'), JSON.stringify({ name: 'hex', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballsOf(hexKit)], { cwd: hexApp, stdio: 'pipe' });
  expect(readdirSync(join(hexApp, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@mazekit']);
  expect(readdirSync(join(hexApp, 'node_modules', '@mazekit')).sort()).toEqual(hexKit);
  // The grid-hex README's drawing example, as the README shows it.
  const block = readmeBlocks(readFileSync(join(packages, 'grid-hex', 'README.md'), 'utf8'), 'Use').find((b) => b.code.includes('@mazekit/render-svg'));
  expect(block, 'grid-hex/README.md draws a maze with @mazekit/render-svg under "## Use"').toBeDefined();
  const readme = readFileSync(join(packages, 'grid-hex', 'README.md'), 'utf8');
  const shown = readme.slice(readme.indexOf(block!.code) + block!.code.length).match(/prints\n\n```text\n([\s\S]*?)```/)?.[1];
  writeFileSync(join(hexApp, 'draw.mjs'), runnable(block!));
  const out = execFileSync('node', ['draw.mjs'], { cwd: hexApp, encoding: 'utf8' });
  expect(out.trimEnd()).toBe(shown!.trimEnd());
  // The picture: one wall path of hexagon sides (slanted lines), the start and goal marks.
  const svg = readFileSync(join(hexApp, 'hex.svg'), 'utf8');
  const walls = /<path class="walls"[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
  expect(walls.match(/l/gi)?.length ?? 0).toBeGreaterThan(100);
  expect(svg).toContain('class="start"');
  expect(svg).toContain('class="goal"');
}, 120_000);

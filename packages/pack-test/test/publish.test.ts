import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const packagesDir = join(repo, 'packages');

interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  files?: string[];
  repository?: { type?: string; url?: string; directory?: string };
  homepage?: string;
  bugs?: { url?: string };
  engines?: { node?: string };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const root = readJson<Manifest>(join(repo, 'package.json'));
const base = root.repository!.url!.replace(/^git\+/, '').replace(/\.git$/, '');

/** Every package in packages/ that is published (not private), found afresh on each run. */
const published = readdirSync(packagesDir)
  .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')))
  .map((dir) => ({ dir, manifest: readJson<Manifest>(join(packagesDir, dir, 'package.json')) }))
  .filter(({ manifest }) => manifest.private !== true)
  .sort((a, b) => a.dir.localeCompare(b.dir));

/** The compiler options of a tsconfig with its `extends` chain merged. */
function compilerOptions(path: string): Record<string, unknown> {
  const config = readJson<{ extends?: string; compilerOptions?: Record<string, unknown> }>(path);
  const inherited = config.extends ? compilerOptions(resolve(dirname(path), config.extends)) : {};
  return { ...inherited, ...config.compilerOptions };
}

/** Files `pnpm pack` would put in each tarball, by package name (one pnpm run for all). */
const packed = new Map<string, string[]>();

/**
 * The packages this one depends on, which turbo builds before these tests: their source
 * maps are read. Every other package's maps are checked through its compiler options, since
 * its build may still be running.
 */
const built = new Set(Object.keys(readJson<{ devDependencies: Record<string, string> }>(join(repo, 'packages', 'pack-test', 'package.json')).devDependencies));

beforeAll(async () => {
  const { stdout } = await promisify(execFile)('pnpm', ['-r', '--filter', './packages/*', 'pack', '--dry-run', '--json'], { cwd: repo, maxBuffer: 64 << 20 });
  for (const entry of JSON.parse(stdout) as { name: string; files: { path: string }[] }[]) packed.set(entry.name, entry.files.map((f) => f.path));
}, 120_000);

it('finds the published packages, each a dev dependency here so that turbo builds it before these tests', () => {
  for (const { manifest } of published) expect(built.has(manifest.name), `add ${manifest.name} to packages/pack-test devDependencies`).toBe(true);
  expect(published.map((p) => p.manifest.name)).toEqual(expect.arrayContaining(['@mazekit/core', '@mazekit/testkit', '@mazekit/render-svg']));
  expect(base).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
});

describe.each(published)('$manifest.name', ({ dir, manifest }) => {
  it('has repository, homepage, bugs, engines and license fields (`pnpm publish-ready` sets them)', () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository).toEqual({ type: 'git', url: root.repository!.url, directory: `packages/${dir}` });
    expect(manifest.homepage).toBe(`${base}/tree/main/packages/${dir}#readme`);
    expect(manifest.bugs).toEqual({ url: `${base}/issues` });
    expect(manifest.engines).toEqual({ node: '>=20.19' });
  });

  it('ships the LICENSE, its README and what its README pictures and links name', () => {
    const files = packed.get(manifest.name)!;
    expect(readFileSync(join(packagesDir, dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(repo, 'LICENSE'), 'utf8'));
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
    const readme = readFileSync(join(packagesDir, dir, 'README.md'), 'utf8');
    for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target!)) continue;
      const path = target!.replace(/^\.\//, '').replace(/#.*$/, '');
      expect(files, `README.md links ${target}: ship it or link it absolutely`).toContain(path);
    }
  });

  it('ships every map with the files it points at: each .d.ts names a shipped .d.ts.map, each map a shipped source', () => {
    const options = compilerOptions(join(packagesDir, dir, 'tsconfig.build.json'));
    if (options.sourceMap === true) expect(options.inlineSources, 'inlineSources embeds src/ in each .js.map').toBe(true);
    expect(options.declarationMap, 'tsconfig.build.json makes declaration maps').toBe(true);
    expect(manifest.files, 'the maps point into src/, which ships beside dist').toEqual(expect.arrayContaining(['dist', 'src']));
    const files = packed.get(manifest.name)!;
    const declarations = files.filter((f) => f.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(0);
    if (!built.has(manifest.name)) return;
    for (const declaration of declarations) {
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(packagesDir, dir, declaration), 'utf8'))?.[1];
      expect(url, `${declaration} ends with a sourceMappingURL comment`).toBeDefined();
      expect(files, `${declaration} points at ${url}`).toContain(posix.join(posix.dirname(declaration), url!));
    }
    const maps = files.filter((f) => f.endsWith('.map'));
    expect(maps.filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources, sourcesContent } = readJson<{ sources: string[]; sourcesContent?: (string | null)[] }>(join(packagesDir, dir, map));
      for (const source of sources) expect(files, `${map} points at ${source}`).toContain(posix.join(posix.dirname(map), source));
      if (!map.endsWith('.js.map')) continue;
      expect(sourcesContent?.length, map).toBe(sources.length);
      expect(sourcesContent!.every((text) => typeof text === 'string'), map).toBe(true);
    }
  });
});

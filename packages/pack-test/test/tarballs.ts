import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const packagesDir = join(repo, 'packages');
const exec = promisify(execFile);

/** A published package: its folder under packages/, its name and its README. */
export interface Published {
  readonly dir: string;
  readonly name: string;
  readonly readme: string | undefined;
}

/** Every package in packages/ that is published (not private), found afresh on each run. */
export const published: readonly Published[] = readdirSync(packagesDir)
  .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { name: string; private?: boolean } }))
  .filter(({ manifest }) => manifest.private !== true)
  .map(({ dir, manifest }) => {
    const readme = join(packagesDir, dir, 'README.md');
    return { dir, name: manifest.name, readme: existsSync(readme) ? readFileSync(readme, 'utf8') : undefined };
  })
  .sort((a, b) => a.dir.localeCompare(b.dir));

/** The repository's own README. */
export const rootReadme = readFileSync(join(repo, 'README.md'), 'utf8');

/**
 * Packs every published package with one `pnpm pack` run (which turns `workspace:^` ranges
 * into real ones) into `dest`, and returns each package's tarball path by name.
 */
export async function packAll(dest: string): Promise<Map<string, string>> {
  const { stdout } = await exec('pnpm', ['-r', '--filter', './packages/*', 'pack', '--pack-destination', dest, '--json'], { cwd: repo, maxBuffer: 64 << 20 });
  const byName = new Map((JSON.parse(stdout) as { name: string; filename: string }[]).map((entry) => [entry.name, entry.filename]));
  return new Map(published.map(({ name }) => [name, byName.get(name)!]));
}

/**
 * The npm cache the installs share, so that third-party packages are fetched from the
 * registry once per machine rather than once per install (`MAZEKIT_NPM_CACHE` moves it).
 */
export const npmCache = process.env.MAZEKIT_NPM_CACHE ?? join(tmpdir(), 'mazekit-npm-cache');

/**
 * A fresh project in `dir` (outside the workspace) with `npm install` of `names` as a user
 * types them: each `@mazekit/*` name is its packed tarball, any other name comes from the
 * npm registry. The `@mazekit/*` packages those depend on come from their tarballs too, as
 * the registry would give them (npm `overrides`), without becoming the project's own
 * dependencies.
 */
export async function installFresh(dir: string, names: readonly string[], tarballs: ReadonlyMap<string, string>): Promise<void> {
  const direct = new Set(names);
  const specs = [...direct].map((name) => {
    if (!name.startsWith('@mazekit/')) return name;
    const tarball = tarballs.get(name);
    if (tarball === undefined) throw new Error(`${name} is not a published package of this repository`);
    return tarball;
  });
  // npm refuses an override for a package that is also a direct dependency.
  const overrides = Object.fromEntries([...tarballs].filter(([name]) => !direct.has(name)).map(([name, tarball]) => [name, `file:${tarball}`]));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme-user', private: true, type: 'module', overrides }));
  try {
    await exec('npm', ['install', '--cache', npmCache, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], { cwd: dir, maxBuffer: 64 << 20 });
  } catch (error) {
    throw new Error(`npm install ${names.join(' ')} failed:\n${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
  }
}

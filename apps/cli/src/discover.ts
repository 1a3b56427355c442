import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Which contract a plugin package fulfils. */
export type PluginKind = 'generator' | 'renderer' | 'shape' | 'solver';

/** An installed plugin package, found by its name; nothing of it is imported yet. */
export interface PluginPackage {
  readonly kind: PluginKind;
  /** The id its name promises: `wilson` for `@mazekit/generator-wilson`, `hex` (the topology) for `@mazekit/grid-hex`. */
  readonly id: string;
  /** npm package name. */
  readonly packageName: string;
  /** Real directory of the package. */
  readonly dir: string;
  readonly version: string;
  readonly description: string;
}

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const KINDS: Readonly<Record<string, PluginKind>> = { generator: 'generator', render: 'renderer', grid: 'shape', solver: 'solver' };

/**
 * The naming convention: `@mazekit/generator-<id>`, `mazekit-generator-<id>` and
 * `@<scope>/mazekit-generator-<id>` are generators; `render` in place of `generator`
 * makes a renderer, `grid` a shape (whose id is its topology: `@mazekit/grid-hex`), `solver`
 * a solver (`@mazekit/solver-tremaux`).
 * Returns undefined for any other name.
 */
export function classify(packageName: string): { kind: PluginKind; id: string } | undefined {
  const match =
    /^@mazekit\/(generator|render|grid|solver)-(.+)$/.exec(packageName) ??
    /^(?:@[a-z0-9][a-z0-9._~-]*\/)?mazekit-(generator|render|grid|solver)-(.+)$/.exec(packageName);
  if (!match || !ID.test(match[2]!)) return undefined;
  return { kind: KINDS[match[1]!]!, id: match[2]! };
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** Package names in one node_modules directory that follow the convention, scoped ones included. */
function candidates(nodeModules: string): string[] {
  const names: string[] = [];
  for (const entry of list(nodeModules)) {
    if (entry.startsWith('@')) {
      for (const sub of list(join(nodeModules, entry))) {
        if (classify(`${entry}/${sub}`)) names.push(`${entry}/${sub}`);
      }
    } else if (classify(entry)) {
      names.push(entry);
    }
  }
  // The official scope first, so that it wins a clash of ids.
  return names.sort((a, b) => Number(!a.startsWith('@mazekit/')) - Number(!b.startsWith('@mazekit/')) || a.localeCompare(b));
}

/**
 * Every `node_modules` directory visible from `start`: its own and each ancestor's, and an
 * ancestor that is itself a `node_modules` (a global install keeps plugins beside the CLI).
 */
export function nodeModulesChain(start: string): string[] {
  const out: string[] = [];
  let dir = start;
  for (;;) {
    if (basename(dir) === 'node_modules') out.push(dir);
    const nm = join(dir, 'node_modules');
    if (isDir(nm)) out.push(nm);
    const parent = dirname(dir);
    if (parent === dir) return out;
    dir = parent;
  }
}

/**
 * Finds the generator, renderer, shape and solver packages installed where `roots` can see them (walking
 * up from each root), without importing any. The first package found for an id wins:
 * roots are searched in order, nearer node_modules first.
 */
export function discoverPlugins(roots: readonly string[]): PluginPackage[] {
  const found = new Map<string, PluginPackage>();
  const seenDirs = new Set<string>();
  for (const root of roots) {
    for (const nm of nodeModulesChain(root)) {
      if (seenDirs.has(nm)) continue;
      seenDirs.add(nm);
      for (const packageName of candidates(nm)) {
        const info = classify(packageName)!;
        const key = `${info.kind}:${info.id}`;
        if (found.has(key)) continue;
        const plugin = readPackage(join(nm, packageName), packageName, info);
        if (plugin) found.set(key, plugin);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}

function readPackage(path: string, packageName: string, info: { kind: PluginKind; id: string }): PluginPackage | undefined {
  try {
    const dir = realpathSync(path);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown; description?: unknown };
    if (pkg.name !== packageName) return undefined;
    return {
      ...info,
      packageName,
      dir,
      version: typeof pkg.version === 'string' ? pkg.version : '',
      description: typeof pkg.description === 'string' ? pkg.description : '',
    };
  } catch {
    // A folder without a readable package.json is not an installed package.
    return undefined;
  }
}

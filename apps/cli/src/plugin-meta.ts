import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Generator, OptionSpec, Renderer, Shape, Solver } from '@mazekit/core';
import type { PluginPackage } from './discover.js';
import { entryURL, loadGenerator, loadRenderer, loadShape, loadSolver } from './load.js';

/**
 * What `mazekit list` shows of a generator: everything but its functions, and `masked`,
 * whether it carves masked grids (asked of the generator with a masked grid when it is loaded).
 */
export type GeneratorMeta = Pick<Generator, 'id' | 'name' | 'summary' | 'topologies' | 'multiLevel' | 'uniform'> & {
  readonly options: readonly OptionSpec[];
  readonly masked: boolean;
};
/** What `mazekit list` shows of a renderer: everything but its functions. */
export type RendererMeta = Pick<Renderer, 'id' | 'name' | 'summary' | 'formats' | 'extensions'> & { readonly options: readonly OptionSpec[] };

/** What `mazekit list` shows of a shape, and what `generate` needs to make its size flags. */
export type ShapeMeta = Pick<Shape, 'topology' | 'name' | 'summary' | 'multiLevel'> & { readonly params: readonly OptionSpec[] };

/** What `mazekit list` shows of a solver: what it promises and its options. */
export type SolverMeta = Pick<Solver, 'id' | 'name' | 'summary' | 'complete' | 'shortest' | 'mazes' | 'needsSideOrder' | 'followsStairs' | 'random'> & {
  readonly options: readonly OptionSpec[];
};

type AnyMeta = GeneratorMeta | RendererMeta | ShapeMeta | SolverMeta;

interface Entry {
  readonly stamp: string;
  readonly kind: string;
  readonly meta: AnyMeta;
}

/** Bumped when the shape of the cache changes. */
const FILE = 'plugins-3.json';

/**
 * The folder of the metadata cache: `$MAZEKIT_CACHE_DIR`, else `$XDG_CACHE_HOME/mazekit`,
 * else `~/.cache/mazekit`. An empty `MAZEKIT_CACHE_DIR` turns the cache off.
 */
function cacheDir(): string | undefined {
  const env = process.env.MAZEKIT_CACHE_DIR;
  if (env !== undefined) return env === '' ? undefined : env;
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'mazekit');
}

/**
 * What identifies one build of a plugin: its folder, version, and the modification times of
 * its package.json and main entry file. A rebuild, an upgrade or a reinstall changes it.
 */
function stampOf(plugin: PluginPackage): string | undefined {
  try {
    const entry = fileURLToPath(entryURL(plugin.dir));
    return `${plugin.version}:${statSync(join(plugin.dir, 'package.json')).mtimeMs}:${statSync(entry).mtimeMs}:${statSync(entry).size}`;
  } catch {
    return undefined;
  }
}

function readCache(dir: string | undefined): Record<string, Entry> {
  if (dir === undefined) return {};
  try {
    return JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as Record<string, Entry>;
  } catch {
    return {};
  }
}

const MKDIR_REASONS: Record<string, string> = {
  ENOENT: 'no folder can be made there',
  ENOTDIR: 'a part of its path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EEXIST: 'a file of that name is in the way',
};

/**
 * Makes `dir` and its missing parents one level at a time. Node 20's `mkdirSync(dir,
 * { recursive: true })` loops for ever on some paths (`/proc/nope`, where the kernel answers
 * ENOENT for a folder whose parent exists), so each level is made by hand and the first
 * failure is thrown.
 */
function makeDir(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) {
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) mkdirSync(d);
}

/** Cache folders already found unmakeable in this run: said once, not tried again. */
const unmakeable = new Set<string>();

function writeCache(dir: string | undefined, entries: Record<string, Entry>): void {
  if (dir === undefined || unmakeable.has(dir)) return;
  try {
    makeDir(dir);
  } catch (error) {
    // The cache only saves time: go on without it, saying why once.
    unmakeable.add(dir);
    const code = (error as NodeJS.ErrnoException).code;
    const why = (code && MKDIR_REASONS[code]) ?? (error as Error).message;
    process.stderr.write(`mazekit: cache folder ${JSON.stringify(dir)} cannot be made (${why}); going on without the plugin cache\n`);
    return;
  }
  try {
    const temp = join(dir, `.${FILE}.${process.pid}.tmp`);
    writeFileSync(temp, JSON.stringify(entries));
    renameSync(temp, join(dir, FILE));
  } catch {
    // A cache that cannot be written only costs speed next time.
  }
}

/**
 * True when `g` carves masked grids: asked, as `generate --mask` asks it, of a masked 8×8
 * square (one corner off). Core is imported here only, so a cached `list` never loads it.
 */
async function carvesMasked(g: Generator): Promise<boolean> {
  const { OrthogonalGrid, maskGrid } = await import('@mazekit/core');
  const on = new Uint8Array(64).fill(1);
  on[0] = 0;
  return g.unsupported(maskGrid(new OrthogonalGrid(8, 8), on)) === undefined;
}

const pickGenerator = async (g: Generator): Promise<GeneratorMeta> => ({
  id: g.id,
  name: g.name,
  summary: g.summary,
  topologies: g.topologies,
  multiLevel: g.multiLevel,
  uniform: g.uniform,
  options: g.options,
  masked: await carvesMasked(g),
});

const pickRenderer = (r: Renderer): RendererMeta => ({ id: r.id, name: r.name, summary: r.summary, formats: r.formats, extensions: r.extensions, options: r.options });

const pickShape = (s: Shape): ShapeMeta => ({ topology: s.topology, name: s.name, summary: s.summary, multiLevel: s.multiLevel, params: s.params });

const pickSolver = (s: Solver): SolverMeta => ({
  id: s.id,
  name: s.name,
  summary: s.summary,
  complete: s.complete,
  shortest: s.shortest,
  mazes: s.mazes,
  needsSideOrder: s.needsSideOrder,
  followsStairs: s.followsStairs,
  random: s.random,
  options: s.options,
});

async function importMeta(plugin: PluginPackage): Promise<AnyMeta> {
  if (plugin.kind === 'solver') return pickSolver(await loadSolver(plugin));
  if (plugin.kind === 'generator') return pickGenerator(await loadGenerator(plugin));
  if (plugin.kind === 'renderer') return pickRenderer(await loadRenderer(plugin));
  return pickShape(await loadShape(plugin));
}

/** A plugin's metadata, or why it did not load. */
export type MetaResult<M> = { readonly plugin: PluginPackage; readonly meta: M } | { readonly plugin: PluginPackage; readonly error: Error };

/**
 * The metadata of `plugins` for `mazekit list`, read from a cache when the plugin's build is
 * the one cached (see `stampOf`) and imported otherwise. Importing thirteen generators and
 * five renderers costs more than Node's own startup; the cache keeps `list` near it.
 */
export async function pluginMeta(
  plugins: readonly PluginPackage[],
): Promise<{ generators: MetaResult<GeneratorMeta>[]; renderers: MetaResult<RendererMeta>[]; shapes: MetaResult<ShapeMeta>[]; solvers: MetaResult<SolverMeta>[] }> {
  const dir = cacheDir();
  const cache = readCache(dir);
  let changed = false;
  const results = await Promise.all(
    plugins.map(async (plugin): Promise<MetaResult<AnyMeta>> => {
      const stamp = stampOf(plugin);
      const hit = cache[plugin.dir];
      if (stamp !== undefined && hit?.stamp === stamp && hit.kind === plugin.kind) return { plugin, meta: hit.meta };
      try {
        const meta = await importMeta(plugin);
        if (stamp !== undefined) {
          cache[plugin.dir] = { stamp, kind: plugin.kind, meta };
          changed = true;
        }
        return { plugin, meta };
      } catch (error) {
        return { plugin, error: error instanceof Error ? error : new Error(String(error)) };
      }
    }),
  );
  if (changed) writeCache(dir, cache);
  return {
    generators: results.filter((r) => r.plugin.kind === 'generator') as MetaResult<GeneratorMeta>[],
    renderers: results.filter((r) => r.plugin.kind === 'renderer') as MetaResult<RendererMeta>[],
    shapes: results.filter((r) => r.plugin.kind === 'shape') as MetaResult<ShapeMeta>[],
    solvers: results.filter((r) => r.plugin.kind === 'solver') as MetaResult<SolverMeta>[],
  };
}

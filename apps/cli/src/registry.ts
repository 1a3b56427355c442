import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Generator, Renderer, Shape, Solver } from '@mazekit/core';
import { discoverPlugins, type PluginPackage } from './discover.js';
import { UsageError } from './errors.js';
import { loadGenerator, loadRenderer, loadShape, loadSolver } from './load.js';

/** The CLI's own package directory (the parent of `dist`). */
export const CLI_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/** A renderer that loaded, with the package it came from. */
export interface LoadedRenderer {
  readonly plugin: PluginPackage;
  readonly renderer: Renderer;
}

/**
 * The installed plugins: found once per run from the CLI's own location and from the
 * current directory, imported only when asked for.
 */
export class Registry {
  readonly plugins: readonly PluginPackage[];
  private renderersPromise: Promise<{ loaded: LoadedRenderer[]; failed: Error[] }> | undefined;
  private shapesPromise: Promise<{ loaded: Shape[]; failed: Error[] }> | undefined;

  constructor(roots: readonly string[] = [CLI_DIR, process.cwd()]) {
    this.plugins = discoverPlugins(roots);
  }

  /** Generator packages, sorted by id. */
  get generators(): PluginPackage[] {
    return this.plugins.filter((p) => p.kind === 'generator');
  }

  /** Renderer packages, sorted by id. */
  get rendererPackages(): PluginPackage[] {
    return this.plugins.filter((p) => p.kind === 'renderer');
  }

  /** Shape packages, sorted by topology (orthogonal is core's own and has none). */
  get shapePackages(): PluginPackage[] {
    return this.plugins.filter((p) => p.kind === 'shape');
  }

  /** The topologies `--shape` takes: orthogonal, then the installed shapes'. */
  get topologies(): string[] {
    return ['orthogonal', ...this.shapePackages.map((p) => p.id).filter((id) => id !== 'orthogonal')];
  }

  /** The package of shape `topology`, or a usage error listing the installed ones. */
  shapePackage(topology: string): PluginPackage {
    const plugin = this.shapePackages.find((p) => p.id === topology);
    if (plugin) return plugin;
    throw new UsageError(`unknown --shape ${JSON.stringify(topology)}; installed: ${this.topologies.join(', ')}`);
  }

  /** Imports only the shape of `topology` (not orthogonal, which core defines). */
  shape(topology: string): Promise<Shape> {
    return loadShape(this.shapePackage(topology));
  }

  /**
   * Imports every installed shape, for reading maze JSON of any topology. A shape package
   * that fails to load is left out (see {@link shapeFailures}): its mazes are then refused
   * as an unknown topology.
   */
  async shapes(): Promise<Shape[]> {
    return (await this.loadShapes()).loaded;
  }

  /** Why the shape packages that did not load failed (after {@link shapes}). */
  async shapeFailures(): Promise<Error[]> {
    return (await this.loadShapes()).failed;
  }

  private loadShapes(): Promise<{ loaded: Shape[]; failed: Error[] }> {
    this.shapesPromise ??= Promise.allSettled(this.shapePackages.map((plugin) => loadShape(plugin))).then((settled) => ({
      loaded: settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
      failed: settled.flatMap((r) => (r.status === 'rejected' ? [r.reason instanceof Error ? r.reason : new Error(String(r.reason))] : [])),
    }));
    return this.shapesPromise;
  }

  /** The package of generator `id`, or a usage error listing the installed ones. */
  generatorPackage(id: string): PluginPackage {
    const plugin = this.generators.find((p) => p.id === id);
    if (plugin) return plugin;
    const known = this.generators.map((p) => p.id);
    if (known.length === 0) {
      throw new UsageError(`unknown algorithm ${JSON.stringify(id)}: no generator packages are installed (install @mazekit/generator-backtracker, for one)`);
    }
    throw new UsageError(`unknown algorithm ${JSON.stringify(id)}; installed: ${known.join(', ')}`);
  }

  /** Imports only generator `id`. */
  async generator(id: string): Promise<{ plugin: PluginPackage; generator: Generator }> {
    const plugin = this.generatorPackage(id);
    return { plugin, generator: await loadGenerator(plugin) };
  }

  /** Solver packages, sorted by id. */
  get solvers(): PluginPackage[] {
    return this.plugins.filter((p) => p.kind === 'solver');
  }

  /** The package of solver `id`, or a usage error listing the installed ones. */
  solverPackage(id: string): PluginPackage {
    const plugin = this.solvers.find((p) => p.id === id);
    if (plugin) return plugin;
    const known = this.solvers.map((p) => p.id);
    if (known.length === 0) {
      throw new UsageError(`unknown --solver ${JSON.stringify(id)}: no solver packages are installed (install @mazekit/solver-tremaux, for one)`);
    }
    throw new UsageError(`unknown --solver ${JSON.stringify(id)}; installed: ${known.join(', ')}`);
  }

  /** Imports only solver `id`. */
  async solver(id: string): Promise<{ plugin: PluginPackage; solver: Solver }> {
    const plugin = this.solverPackage(id);
    return { plugin, solver: await loadSolver(plugin) };
  }

  /** Imports every renderer; those that fail to load are reported, not fatal. */
  renderers(): Promise<{ loaded: LoadedRenderer[]; failed: Error[] }> {
    this.renderersPromise ??= (async () => {
      const packages = this.rendererPackages;
      const settled = await Promise.allSettled(packages.map((plugin) => loadRenderer(plugin)));
      const loaded: LoadedRenderer[] = [];
      const failed: Error[] = [];
      settled.forEach((result, i) => {
        if (result.status === 'fulfilled') loaded.push({ plugin: packages[i]!, renderer: result.value });
        else failed.push(result.reason instanceof Error ? result.reason : new Error(String(result.reason)));
      });
      return { loaded, failed };
    })();
    return this.renderersPromise;
  }
}

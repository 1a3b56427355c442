import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Generator, Renderer, Shape, Solver } from '@mazekit/core';
import type { PluginPackage } from './discover.js';

const CONDITIONS = ['import', 'node', 'default'];

/** Picks the file an ESM import of the package's main entry would load. */
function exportTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const target = exportTarget(item);
      if (target !== undefined) return target;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('.' in record) return exportTarget(record['.']);
    for (const condition of CONDITIONS) {
      if (condition in record) {
        const target = exportTarget(record[condition]);
        if (target !== undefined) return target;
      }
    }
  }
  return undefined;
}

/** The file URL of a package's main entry point. */
export function entryURL(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: unknown };
  const target = exportTarget(pkg.exports) ?? (typeof pkg.main === 'string' ? pkg.main : 'index.js');
  return pathToFileURL(join(dir, target)).href;
}

/** A plugin whose package is there but does not keep the contract. */
export class PluginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginError';
  }
}

async function importPlugin(plugin: PluginPackage, exportName: string): Promise<Record<string, unknown>> {
  let module: Record<string, unknown>;
  try {
    module = (await import(entryURL(plugin.dir))) as Record<string, unknown>;
  } catch (error) {
    throw new PluginError(`cannot load ${plugin.packageName}: ${(error as Error).message}`);
  }
  const value = module[exportName];
  if (!value || typeof value !== 'object') {
    throw new PluginError(`${plugin.packageName} does not export \`${exportName}\`, so it is not a mazekit ${plugin.kind}`);
  }
  return value as Record<string, unknown>;
}

/** Imports a generator package and checks that its `generator` export keeps the contract. */
export async function loadGenerator(plugin: PluginPackage): Promise<Generator> {
  const g = await importPlugin(plugin, 'generator');
  if (typeof g.carve !== 'function' || typeof g.unsupported !== 'function' || !Array.isArray(g.options) || typeof g.name !== 'string') {
    throw new PluginError(`${plugin.packageName}: its \`generator\` export lacks carve, unsupported, options or name`);
  }
  if (g.id !== plugin.id) {
    throw new PluginError(`${plugin.packageName}: its generator id is ${JSON.stringify(g.id)}; the package name promises ${JSON.stringify(plugin.id)}`);
  }
  return g as unknown as Generator;
}

/** Imports a renderer package and checks that its `renderer` export keeps the contract. */
export async function loadRenderer(plugin: PluginPackage): Promise<Renderer> {
  const r = await importPlugin(plugin, 'renderer');
  if (typeof r.render !== 'function' || !Array.isArray(r.formats) || !Array.isArray(r.options) || typeof r.extensions !== 'object') {
    throw new PluginError(`${plugin.packageName}: its \`renderer\` export lacks render, formats, extensions or options`);
  }
  return r as unknown as Renderer;
}

/** Imports a shape package and checks that its `shape` export keeps core's `Shape` contract. */
export async function loadShape(plugin: PluginPackage): Promise<Shape> {
  const s = await importPlugin(plugin, 'shape');
  const methods = ['create', 'writeFields', 'readFields', 'geometry', 'cellName'] as const;
  if (methods.some((m) => typeof s[m] !== 'function') || !Array.isArray(s.params) || !Array.isArray(s.directions) || typeof s.name !== 'string') {
    throw new PluginError(`${plugin.packageName}: its \`shape\` export lacks create, writeFields, readFields, geometry, cellName, params, directions or name`);
  }
  if (s.topology !== plugin.id) {
    throw new PluginError(`${plugin.packageName}: its shape topology is ${JSON.stringify(s.topology)}; the package name promises ${JSON.stringify(plugin.id)}`);
  }
  return s as unknown as Shape;
}

/** Imports a solver package and checks that its `solver` export keeps the contract. */
export async function loadSolver(plugin: PluginPackage): Promise<Solver> {
  const s = await importPlugin(plugin, 'solver');
  if (typeof s.solve !== 'function' || typeof s.unsupported !== 'function' || typeof s.maxSteps !== 'function' || !Array.isArray(s.options) || typeof s.name !== 'string') {
    throw new PluginError(`${plugin.packageName}: its \`solver\` export lacks solve, unsupported, maxSteps, options or name`);
  }
  if (s.id !== plugin.id) {
    throw new PluginError(`${plugin.packageName}: its solver id is ${JSON.stringify(s.id)}; the package name promises ${JSON.stringify(plugin.id)}`);
  }
  return s as unknown as Solver;
}

import type { Generator } from '@mazekit/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Generator packages by name, as the CLI and the web demo find them. */
const GENERATOR_PACKAGE = /^(?:@mazekit\/generator-|(?:@[a-z0-9][a-z0-9._~-]*\/)?mazekit-generator-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function isGenerator(value: unknown): value is Generator {
  const g = value as Partial<Generator> | undefined;
  return typeof g === 'object' && g !== null && typeof g.id === 'string' && typeof g.carve === 'function' && typeof g.unsupported === 'function' && Array.isArray(g.topologies);
}

/**
 * The generators of every generator package (`@mazekit/generator-*`, `mazekit-generator-*`)
 * in the `dependencies` and `devDependencies` of the package.json at `manifest`, each package's
 * `generator` export, in name order. A shape package passes them to {@link runShapeConformance},
 * so a generator added to its package.json (as `pnpm new:generator` does) is tried on the shape
 * with no list to edit. A listed package that cannot be imported, or exports no generator, is
 * an error naming it: build it first.
 */
export async function installedGenerators(manifest: { readonly href: string }): Promise<Generator[]> {
  const path = fileURLToPath(manifest.href);
  const json = JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const names = Object.keys({ ...json.dependencies, ...json.devDependencies }).filter((name) => GENERATOR_PACKAGE.test(name)).sort();
  const require = createRequire(path);
  const out: Generator[] = [];
  for (const name of names) {
    let module: { generator?: unknown };
    try {
      module = (await import(pathToFileURL(require.resolve(name)).href)) as { generator?: unknown };
    } catch (error) {
      throw new Error(`@mazekit/testkit: ${name}, listed in ${path}, cannot be imported (${(error as Error).message.split('\n')[0]}): build it first`, { cause: error });
    }
    if (!isGenerator(module.generator)) throw new Error(`@mazekit/testkit: ${name} exports no \`generator\` with \`id\`, \`topologies\`, \`carve\` and \`unsupported\``);
    out.push(module.generator);
  }
  return out;
}

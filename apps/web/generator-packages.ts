import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module id the demo imports its generators from. */
const ID = 'virtual:mazekit-generators';
const RESOLVED = `\0${ID}`;

/** Package names that follow the CLI's naming convention for generators. */
const GENERATOR = /^(?:@mazekit\/generator-|(?:@[a-z0-9][a-z0-9._~-]*\/)?mazekit-generator-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The generator packages among the dependencies of the package.json in `root`, sorted. */
export function generatorPackages(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => GENERATOR.test(name))
    .sort();
}

/**
 * A Vite plugin that serves `virtual:mazekit-generators`: `GENERATORS`, the `generator`
 * export of every generator package in the app's dependencies. A generator package added to
 * apps/web/package.json (as `pnpm new:generator` does) reaches the menu with no code edit.
 */
export function mazekitGenerators(root: string): Plugin {
  return {
    name: 'mazekit-generators',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(join(root, 'package.json'));
      const names = generatorPackages(root);
      const imports = names.map((name, i) => `import { generator as g${i} } from ${JSON.stringify(name)};`);
      return `${imports.join('\n')}\nexport const GENERATORS = [${names.map((_, i) => `g${i}`).join(', ')}];\n`;
    },
  };
}

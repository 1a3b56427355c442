import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The two plugin families the demo lists from its dependencies, as the CLI finds them by name. */
type Kind = 'generator' | 'solver';

/** Per family: the module id the demo imports, the list it exports, and the package names. */
const FAMILIES: Record<Kind, { id: string; list: string; name: RegExp }> = {
  generator: {
    id: 'virtual:mazekit-generators',
    list: 'GENERATORS',
    name: /^(?:@mazekit\/generator-|(?:@[a-z0-9][a-z0-9._~-]*\/)?mazekit-generator-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  },
  solver: {
    id: 'virtual:mazekit-solvers',
    list: 'SOLVERS',
    name: /^(?:@mazekit\/solver-|(?:@[a-z0-9][a-z0-9._~-]*\/)?mazekit-solver-)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
  },
};

/** The packages of one family among the dependencies of the package.json in `root`, sorted. */
export function pluginPackages(root: string, kind: Kind): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => FAMILIES[kind].name.test(name))
    .sort();
}

/** The generator packages among the dependencies of the package.json in `root`, sorted. */
export const generatorPackages = (root: string): string[] => pluginPackages(root, 'generator');

/**
 * A Vite plugin that serves `virtual:mazekit-generators` (`GENERATORS`, the `generator` export
 * of every generator package in the app's dependencies) and `virtual:mazekit-solvers`
 * (`SOLVERS`, the `solver` export of every solver package). A package added to
 * apps/web/package.json (as `pnpm new:generator` and `pnpm new:solver` do) reaches its menu
 * with no code edit.
 */
export function mazekitGenerators(root: string): Plugin {
  const kinds = Object.keys(FAMILIES) as Kind[];
  const byResolved = new Map(kinds.map((kind) => [`\0${FAMILIES[kind].id}`, kind]));
  return {
    name: 'mazekit-plugins',
    resolveId: (id) => kinds.map((kind) => FAMILIES[kind].id).includes(id) ? `\0${id}` : undefined,
    load(id) {
      const kind = byResolved.get(id);
      if (kind === undefined) return undefined;
      this.addWatchFile(join(root, 'package.json'));
      const names = pluginPackages(root, kind);
      const imports = names.map((name, i) => `import { ${kind} as p${i} } from ${JSON.stringify(name)};`);
      return `${imports.join('\n')}\nexport const ${FAMILIES[kind].list} = [${names.map((_, i) => `p${i}`).join(', ')}];\n`;
    },
  };
}

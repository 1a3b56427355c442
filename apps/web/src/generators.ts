import type { Generator } from '@mazekit/core';
import { GENERATORS as INSTALLED } from 'virtual:mazekit-generators';

/**
 * Menu order of the generators that come with mazekit; the first is the default. Any other
 * generator package in package.json follows them by name: `generator-packages.ts` builds
 * `virtual:mazekit-generators` from the dependencies, so adding one is a dependency line
 * (which `pnpm new:generator` writes).
 */
const ORDER = [
  'backtracker',
  'wilson',
  'aldous-broder',
  'hunt-and-kill',
  'kruskal',
  'prim',
  'prim-simplified',
  'prim-modified',
  'growing-tree',
  'eller',
  'sidewinder',
  'binary-tree',
  'recursive-division',
];

function rank(g: Generator): number {
  const i = ORDER.indexOf(g.id);
  return i < 0 ? ORDER.length : i;
}

/** Every generator the page offers, in menu order; the first is the default. */
export const GENERATORS: readonly Generator[] = [...INSTALLED].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));

/** The bundled generator with this id, or `undefined`. */
export function findGenerator(id: string): Generator | undefined {
  return GENERATORS.find((g) => g.id === id);
}

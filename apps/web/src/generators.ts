import type { Generator } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as binaryTree } from '@mazekit/generator-binary-tree';
import { generator as eller } from '@mazekit/generator-eller';
import { generator as growingTree } from '@mazekit/generator-growing-tree';
import { generator as huntAndKill } from '@mazekit/generator-hunt-and-kill';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as prim } from '@mazekit/generator-prim';
import { generator as primModified } from '@mazekit/generator-prim-modified';
import { generator as primSimplified } from '@mazekit/generator-prim-simplified';
import { generator as recursiveDivision } from '@mazekit/generator-recursive-division';
import { generator as sidewinder } from '@mazekit/generator-sidewinder';
import { generator as wilson } from '@mazekit/generator-wilson';

/**
 * Every generator the page offers, in menu order; the first is the default. Adding one is
 * an import here plus its package in package.json.
 */
export const GENERATORS: readonly Generator[] = [
  backtracker,
  wilson,
  aldousBroder,
  huntAndKill,
  kruskal,
  prim,
  primSimplified,
  primModified,
  growingTree,
  eller,
  sidewinder,
  binaryTree,
  recursiveDivision,
];

/** The bundled generator with this id, or `undefined`. */
export function findGenerator(id: string): Generator | undefined {
  return GENERATORS.find((g) => g.id === id);
}

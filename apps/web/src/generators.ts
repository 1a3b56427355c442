import type { Generator } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as wilson } from '@mazekit/generator-wilson';

/**
 * Every generator the page offers, in menu order; the first is the default. Adding one is
 * an import here plus its package in package.json.
 */
export const GENERATORS: readonly Generator[] = [backtracker, wilson, aldousBroder];

/** The bundled generator with this id, or `undefined`. */
export function findGenerator(id: string): Generator | undefined {
  return GENERATORS.find((g) => g.id === id);
}

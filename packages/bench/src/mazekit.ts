import { readFile } from 'node:fs/promises';
import { OrthogonalGrid, type Generator, type Rng } from '@mazekit/core';
import { describeError } from './describe-error.js';
import type { Size } from './size.js';
import type { Subject } from './subject.js';

/** What {@link discoverGenerators} found: subjects to time, and why others were skipped. */
export interface Discovery {
  readonly subjects: Subject[];
  readonly notes: string[];
  /** The generators behind the mazekit subjects, in the same order. */
  readonly generators: Generator[];
}

const PREFIX = '@mazekit/generator-';

function isGenerator(value: unknown): value is Generator {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Partial<Generator>;
  return typeof g.id === 'string' && typeof g.carve === 'function' && typeof g.unsupported === 'function';
}

/** Wraps a mazekit {@link Generator} as a bench {@link Subject}. */
export function generatorSubject(generator: Generator): Subject {
  return {
    label: `${generator.id} (mazekit)`,
    kind: 'mazekit',
    algorithm: generator.id,
    usesRng: true,
    unsupported: (size: Size) => generator.unsupported(new OrthogonalGrid(size.width, size.height, size.levels)),
    run(size: Size, rng: Rng): OrthogonalGrid {
      const grid = new OrthogonalGrid(size.width, size.height, size.levels);
      generator.carve(grid, rng);
      return grid;
    },
    mazeBytes: (output) => (output as OrthogonalGrid).cells.byteLength,
    toCells: (output) => (output as OrthogonalGrid).cells,
  };
}

/** Loads a module by name; `import()` unless a test gives another. */
export type Importer = (name: string) => Promise<unknown>;

const importModule: Importer = (name) => import(name);

/**
 * Imports every `@mazekit/generator-*` listed in the bench's package.json dependencies, so
 * that benchmarking a new generator takes one dependency line. A package that is missing,
 * unbuilt or exports no `generator` is skipped with a note instead of failing the run.
 */
export async function discoverGenerators(
  packageJson: URL = new URL('../package.json', import.meta.url),
  load: Importer = importModule,
): Promise<Discovery> {
  const manifest = JSON.parse(await readFile(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const names = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith(PREFIX));
  const subjects: Subject[] = [];
  const notes: string[] = [];
  const generators: Generator[] = [];
  for (const name of names) {
    let module: unknown;
    try {
      module = await load(name);
    } catch (error) {
      notes.push(`${name} skipped: it cannot be imported (${describeError(error)}); build it and what it depends on first.`);
      continue;
    }
    const generator = (module as { generator?: unknown }).generator;
    if (!isGenerator(generator)) {
      notes.push(`${name} skipped: it exports no \`generator\` with \`id\`, \`carve\` and \`unsupported\`.`);
      continue;
    }
    subjects.push(generatorSubject(generator));
    generators.push(generator);
  }
  return { subjects, notes, generators };
}

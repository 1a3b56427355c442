import type { Generator, GeneratorOptions } from './generator.js';
import { OrthogonalGrid } from './orthogonal.js';
import { createRng, seedToString, type Seed } from './rng.js';
import type { Tracer } from './tracer.js';

/** A carved maze: the grid plus what is needed to make it again and, optionally, a route. */
export interface Maze {
  readonly grid: OrthogonalGrid;
  /** Id of the generator that carved it. */
  readonly generator: string;
  /** The seed, as a string, that reproduces it. */
  readonly seed: string;
  /** Entrance cell. */
  start?: number;
  /** Exit cell. */
  goal?: number;
  /** Cells from `start` to `goal`, each open to the next. */
  solution?: number[];
}

/** What {@link generate} needs. */
export interface GenerateRequest<O extends GeneratorOptions = GeneratorOptions> {
  readonly width: number;
  readonly height: number;
  readonly levels?: number;
  readonly seed: Seed;
  readonly options?: O;
}

/**
 * Carves a new orthogonal maze with `generator`, seeded from `request.seed`: the same
 * generator, size, seed and options give the same maze in Node and in browsers.
 */
export function generate<O extends GeneratorOptions>(generator: Generator<O>, request: GenerateRequest<NoInfer<O>>, tracer?: Tracer): Maze {
  const seed = seedToString(request.seed);
  const grid = new OrthogonalGrid(request.width, request.height, request.levels ?? 1);
  generator.carve(grid, createRng(seed), request.options, tracer);
  return { grid, generator: generator.id, seed };
}

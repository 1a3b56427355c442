import type { Generator, GeneratorOptions } from './generator.js';
import type { Grid } from './grid.js';
import type { Layout } from './layout.js';
import { OrthogonalGrid } from './orthogonal.js';
import { createRng } from './create-rng.js';
import { seedToString, type Seed } from './rng.js';
import type { Tracer } from './tracer.js';

/**
 * A carved maze: the grid plus what is needed to make it again and, optionally, a route.
 * `Maze` alone is an orthogonal maze, as it always was; `Maze<Grid>` is a maze of any shape
 * (hex, triangle, polar, masked, ...). Cell numbers are the grid's (a masked grid's own).
 */
export interface Maze<G extends Grid = OrthogonalGrid> {
  readonly grid: G;
  /** Id of the generator that carved it. */
  readonly generator: string;
  /** The seed, as a string, that reproduces it. */
  readonly seed: string;
  /**
   * Rooms and doors, on dungeons (mazes whose generator promises `connected`): a cell outside
   * every room with no passage is rock. Absent on every other maze.
   */
  readonly layout?: Layout;
  /** Entrance cell. */
  start?: number;
  /** Exit cell. */
  goal?: number;
  /** Cells from `start` to `goal`, each open to the next. */
  solution?: number[];
}

/** What {@link generate} needs for an orthogonal maze. */
export interface GenerateRequest<O extends GeneratorOptions = GeneratorOptions> {
  readonly width: number;
  readonly height: number;
  readonly levels?: number;
  readonly seed: Seed;
  readonly options?: O;
}

/** What {@link generate} needs to carve a grid of any shape (e.g. `shape.create(...)`, masked or not). */
export interface GenerateOnRequest<G extends Grid, O extends GeneratorOptions = GeneratorOptions> {
  /** An empty grid to carve into. */
  readonly grid: G;
  readonly seed: Seed;
  readonly options?: O;
}

/**
 * Carves a new maze with `generator`, seeded from `request.seed`: the same generator, grid,
 * seed and options give the same maze in Node and in browsers. Given `width` and `height` it
 * builds an orthogonal grid; given `grid` it carves that one (any shape).
 */
export function generate<O extends GeneratorOptions>(generator: Generator<O>, request: GenerateRequest<NoInfer<O>>, tracer?: Tracer): Maze;
export function generate<G extends Grid, O extends GeneratorOptions>(generator: Generator<O>, request: GenerateOnRequest<G, NoInfer<O>>, tracer?: Tracer): Maze<G>;
export function generate(generator: Generator, request: GenerateRequest | GenerateOnRequest<Grid>, tracer?: Tracer): Maze<Grid> {
  const seed = seedToString(request.seed);
  const grid = 'grid' in request ? request.grid : new OrthogonalGrid(request.width, request.height, request.levels ?? 1);
  const layout = generator.carve(grid, createRng(seed), request.options, tracer);
  return layout ? { grid, generator: generator.id, seed, layout } : { grid, generator: generator.id, seed };
}

import { performance } from 'node:perf_hooks';
import {
  OrthogonalGrid,
  braid,
  createRng,
  mazeStats,
  solve,
  stringifyMaze,
  type Generator,
  type GeneratorOptions,
  type Maze,
  type MazeStats,
  type Tracer,
} from '@mazekit/core';

/** Everything that decides a maze besides the seed. */
export interface MakeSettings {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly options: GeneratorOptions;
  /** Fraction of dead ends to remove (core `braid`), or undefined for a perfect maze. */
  readonly braid: number | undefined;
  readonly solve: boolean;
}

/** A maze and the time its generator spent carving it. */
export interface Made {
  readonly maze: Maze;
  readonly generateMs: number;
}

/**
 * Carves one maze. Braiding draws from its own rng derived from the seed (`<seed>/braid`),
 * so the carving is the same with or without `--braid`.
 */
export function makeMaze(generator: Generator, settings: MakeSettings, seed: string, tracer?: Tracer): Made {
  const grid = new OrthogonalGrid(settings.width, settings.height, settings.levels);
  const rng = createRng(seed);
  const t0 = performance.now();
  generator.carve(grid, rng, settings.options, tracer);
  const generateMs = performance.now() - t0;
  return { maze: finishMaze(grid, generator.id, settings, seed), generateMs };
}

/** The steps after carving: braid (with its own rng, `<seed>/braid`) and solve, as asked. */
export function finishMaze(grid: OrthogonalGrid, generator: string, settings: MakeSettings, seed: string): Maze {
  if (settings.braid !== undefined) braid(grid, settings.braid, createRng(`${seed}/braid`));
  const maze: Maze = { grid, generator, seed };
  if (settings.solve) solve(maze);
  return maze;
}

/** The seed of maze `i` (from 0) of `count`: the base seed alone, or `<base>-<i+1>` for several. */
export function seedFor(base: string, i: number, count: number): string {
  return count === 1 ? base : `${base}-${i + 1}`;
}

/** The statistics object of `mazekit stats`: identity, core `mazeStats`, and extras. */
export function statsObject(maze: Maze, extra: { generateMs?: number; braid?: number } = {}): Record<string, unknown> {
  const { grid } = maze;
  const stats: MazeStats = mazeStats(grid);
  const out: Record<string, unknown> = {
    generator: maze.generator,
    seed: maze.seed,
    width: grid.width,
    height: grid.height,
    levels: grid.levels,
    ...stats,
  };
  if (extra.braid !== undefined) out.braid = extra.braid;
  if (maze.solution !== undefined) out.solutionLength = maze.solution.length - 1;
  if (extra.generateMs !== undefined) out.generateMs = Math.round(extra.generateMs * 1000) / 1000;
  return out;
}

/** One line (with `\n`) of JSON Lines output for `--count`: the maze or its statistics. */
export function lineFor(made: Made, format: 'json' | 'stats', braidFraction: number | undefined): string {
  if (format === 'json') return `${stringifyMaze(made.maze)}\n`;
  return `${JSON.stringify(statsObject(made.maze, { generateMs: made.generateMs, braid: braidFraction }))}\n`;
}

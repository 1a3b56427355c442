import { performance } from 'node:perf_hooks';
import {
  OrthogonalGrid,
  braid,
  createRng,
  mazeEnds,
  layoutStats,
  mazeStats,
  shapeOf,
  solve,
  stringifyMaze,
  type Generator,
  type EndsRule,
  type GeneratorOptions,
  type Grid,
  type Layout,
  type Maze,
  type MazeStats,
  type Shape,
  type Tracer,
} from '@mazekit/core';
import { planGrid, type GridPlan } from './shapes.js';

/** Everything that decides a maze besides the seed. */
export interface MakeSettings {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly options: GeneratorOptions;
  /** Fraction of dead ends to remove (core `braid`), or undefined for a perfect maze. */
  readonly braid: number | undefined;
  readonly solve: boolean;
  /** `--ends-at`: where the entrance and exit go (core `mazeEnds`), written into the maze; absent: the maze names none. */
  readonly ends?: EndsRule;
  /**
   * The grid of any shape, masked or not; absent for a plain orthogonal `width × height ×
   * levels` grid. Carving it needs the plan's shape (see `planShape`).
   */
  readonly plan?: GridPlan;
}

/** Cells of the grid `settings` describe (the on-cells of a masked grid). */
export function cellsOf(settings: MakeSettings): number {
  return settings.plan?.cells ?? settings.width * settings.height * settings.levels;
}

/** A new empty grid of `settings`: of the plan's `shape` when there is a plan, else orthogonal. */
export function newGrid(settings: MakeSettings, shape?: Shape): Grid {
  if (settings.plan === undefined) return new OrthogonalGrid(settings.width, settings.height, settings.levels);
  if (shape === undefined) throw new Error(`carving a ${settings.plan.topology} grid needs its shape`);
  return planGrid(settings.plan, shape);
}

/** A maze and the time its generator spent carving it. */
export interface Made {
  readonly maze: Maze<Grid>;
  readonly generateMs: number;
}

/**
 * Carves one maze. Braiding draws from its own rng derived from the seed (`<seed>/braid`),
 * so the carving is the same with or without `--braid`. A settings `plan` needs its `shape`.
 */
export function makeMaze(generator: Generator, settings: MakeSettings, seed: string, tracer?: Tracer, shape?: Shape): Made {
  const grid = newGrid(settings, shape);
  const rng = createRng(seed);
  const t0 = performance.now();
  const layout = generator.carve(grid, rng, settings.options, tracer);
  const generateMs = performance.now() - t0;
  return { maze: finishMaze(grid, generator.id, settings, seed, layout ?? undefined), generateMs };
}

/**
 * The steps after carving: braid (with its own rng, `<seed>/braid`), the entrance and exit
 * (core `mazeEnds`, `border` from its own rng) and solve, as asked. A
 * dungeon's `layout` (its rooms and doors, as its generator returned them) stays on the maze.
 */
export function finishMaze(grid: Grid, generator: string, settings: MakeSettings, seed: string, layout?: Layout): Maze<Grid> {
  if (settings.braid !== undefined) braid(grid, settings.braid, createRng(`${seed}/braid`));
  const maze: Maze<Grid> = layout ? { grid, generator, seed, layout } : { grid, generator, seed };
  if (settings.ends !== undefined) {
    const ends = mazeEnds(grid, settings.ends, seed);
    maze.start = ends.start;
    maze.goal = ends.goal;
  }
  if (settings.solve) solve(maze);
  return maze;
}

/** The seed of maze `i` (from 0) of `count`: the base seed alone, or `<base>-<i+1>` for several. */
export function seedFor(base: string, i: number, count: number): string {
  return count === 1 ? base : `${base}-${i + 1}`;
}

/**
 * The size fields of a grid as its maze JSON writes them, after its `topology` (written for
 * every shape, orthogonal too, so every statistics object has the same leading fields).
 */
function sizeFields(grid: Grid): Record<string, unknown> {
  const shape = shapeOf(grid);
  const base = 'base' in grid ? (grid.base as Grid) : grid;
  if (shape === undefined) return { topology: grid.topology };
  const masked = base !== grid ? { mask: true } : {};
  return { topology: shape.topology, ...shape.writeFields(base), ...masked };
}

/**
 * The statistics object of `mazekit stats`: identity, core `mazeStats`, and extras. Every
 * maze names its topology and then its shape's size fields (`width`, `height`, `levels` for
 * orthogonal, `rings` for polar); a masked maze says `mask: true` and counts only its on-cells.
 * A dungeon adds `dungeon`: core's `layoutStats` (rooms, doors, stairs, room, corridor and rock
 * cells, corridor and open shares, loops between places).
 */
export function statsObject(maze: Maze<Grid>, extra: { generateMs?: number; braid?: number } = {}): Record<string, unknown> {
  const { grid } = maze;
  const stats: MazeStats = mazeStats(grid);
  const out: Record<string, unknown> = {
    generator: maze.generator,
    seed: maze.seed,
    ...sizeFields(grid),
    ...stats,
  };
  // A dungeon adds its rooms, doors, stairs, cell counts, corridor share and loops between places.
  const dungeon = layoutStats(maze);
  if (dungeon) out.dungeon = dungeon;
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

import { TraceRecorder, braid, createRng, difficulty, generate, longestPath, shortestPath, type Generator, type GeneratorOptions, type Grid, type Maze, type TraceRecording, type Tracer } from '@mazekit/core';
import { gridOf, type GridRequest } from './shape/grid-of.js';

/** What to carve: the same fields the CLI and `generate` take (shape, size, mask, seed, options). */
export interface CarveRequest extends GridRequest {
  readonly seed: string;
  readonly options: GeneratorOptions;
  /** Fraction of dead ends to open after carving (0 or absent: none), as the CLI's `--braid`. */
  readonly braid?: number;
}

/** How to watch the carving: record every step, or only count cells for a progress bar. */
export interface CarveWatch {
  /** Record the steps for replay, dropping the recording past this many steps. */
  readonly recordUpTo?: number;
  /** Called now and then with the number of cells in the maze so far. */
  readonly progress?: (cells: number, total: number) => void;
}

/** A carved maze and, when asked for and short enough, its recording. */
export interface CarveResult {
  readonly maze: Maze<Grid>;
  readonly recording: TraceRecording | undefined;
  /** True when a recording was asked for but grew past the limit. */
  readonly recordingDropped: boolean;
  /**
   * For a generator whose `traceKind` is `walls` (it opens the field, then adds walls): the
   * steps of the recording that open the field, which a view shows as one step. 0 otherwise.
   */
  readonly openingSteps: number;
}

/** Records steps until `limit`, then lets go of the whole recording. */
class CappedRecorder implements Tracer {
  recorder: TraceRecorder | undefined = new TraceRecorder();
  dropped = false;
  /** Steps before the first `head` or `wall` event (-1 until one comes). */
  firstDivision = -1;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  private take(): TraceRecorder | undefined {
    const r = this.recorder;
    if (r && r.steps >= this.limit) {
      this.recorder = undefined;
      this.dropped = true;
      return undefined;
    }
    return r;
  }

  visit(cell: number): void {
    this.take()?.visit(cell);
  }
  carve(from: number, to: number): void {
    this.take()?.carve(from, to);
  }
  wall(from: number, to: number): void {
    this.divide();
    this.take()?.wall(from, to);
  }
  head(cell: number): void {
    this.divide();
    this.take()?.head(cell);
  }
  private divide(): void {
    if (this.firstDivision < 0 && this.recorder) this.firstDivision = this.recorder.steps;
  }
  backtrack(cell: number): void {
    this.take()?.backtrack(cell);
  }
  extend(cell: number): void {
    this.take()?.extend(cell);
  }
  erase(cells: readonly number[]): void {
    this.take()?.erase(cells);
  }
  join(cells: readonly number[]): void {
    this.take()?.join(cells);
  }
  frontier(cell: number): void {
    this.take()?.frontier(cell);
  }
}

/**
 * Counts the distinct cells that have joined the maze (visited, joined, or at either end of
 * a carved passage) and reports every `every` new cells. Listens to nothing else, so a
 * generator's walk events (Wilson's tentative path) cost nothing.
 */
function progressTracer(size: number, report: (cells: number, total: number) => void): Tracer {
  const seen = new Uint8Array(size);
  const every = Math.max(1000, Math.floor(size / 200));
  let count = 0;
  let next = every;
  const mark = (cell: number): void => {
    if (seen[cell]) return;
    seen[cell] = 1;
    if (++count >= next) {
      next += every;
      report(count, size);
    }
  };
  return {
    visit: mark,
    carve(from, to) {
      mark(from);
      mark(to);
    },
    join(cells) {
      for (const c of cells) mark(c);
    },
  };
}

/**
 * Carves a maze exactly as `generate` does (same rng, same result, byte for byte), watching
 * it as asked. Throws the generator's `MazekitError` for grids or options it refuses.
 */
export function carveMaze(generator: Generator, request: CarveRequest, watch: CarveWatch = {}): CarveResult {
  const grid = gridOf(request);
  const size = grid.size;
  let recorder: CappedRecorder | undefined;
  let tracer: Tracer | undefined;
  if (watch.recordUpTo !== undefined) tracer = recorder = new CappedRecorder(watch.recordUpTo);
  else if (watch.progress) tracer = progressTracer(size, watch.progress);
  const maze = generate(generator, { grid, seed: request.seed, options: request.options }, tracer);
  if (request.braid) braidTraced(maze, request.braid, recorder);
  watch.progress?.(size, size);
  const openingSteps = generator.traceKind === 'walls' && recorder && recorder.firstDivision > 0 ? recorder.firstDivision : 0;
  return { maze, recording: recorder?.recorder?.finish(), recordingDropped: recorder?.dropped ?? false, openingSteps };
}

/**
 * Braids the maze as the CLI does (its own rng, `<seed>/braid`, so the carving is the same
 * with or without it) and appends one carve step per opened passage to the recording, so
 * the animation ends on the braided maze.
 */
function braidTraced(maze: Maze<Grid>, fraction: number, recorder: CappedRecorder | undefined): void {
  const grid = maze.grid;
  const before = recorder?.recorder ? grid.cells.slice() : undefined;
  braid(grid, fraction, createRng(`${maze.seed}/braid`));
  if (!before) return;
  for (let c = 0; c < grid.size; c++) {
    const opened = grid.cells[c]! & ~before[c]!;
    if (!opened) continue;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      // Each passage once: from its lower-numbered end.
      if (opened & (1 << d) && n > c) recorder!.carve(c, n);
    }
  }
}

/**
 * The seed of the hardest of `count` mazes, by the rule of `mazekit generate --count N --pick
 * hardest`: carve the mazes of seeds `<seed>-1 .. <seed>-N` (braided as asked), score each
 * with core's `difficulty` between the ends of its longest path, keep the highest score, the
 * first among equals; a maze whose goal cannot be reached scores -1. The same seed always
 * picks the same maze. `count` 1 is the seed itself.
 */
export function hardestSeed(generator: Generator, request: CarveRequest, count: number): string {
  if (count <= 1) return request.seed;
  let best = '';
  let bestScore = 0;
  for (let i = 0; i < count; i++) {
    const seed = `${request.seed}-${i + 1}`;
    const { maze } = carveMaze(generator, { ...request, seed });
    const score = scoreOf(maze.grid);
    if (best === '' || score > bestScore) {
      best = seed;
      bestScore = score;
    }
  }
  return best;
}

/** Core's difficulty score between the ends of the longest path, -1 when the goal cannot be reached. */
function scoreOf(grid: Grid): number {
  const { start, goal } = longestPath(grid);
  if (!shortestPath(grid, start, goal)) return -1;
  return difficulty(grid, start, goal).score;
}

import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { resolveOptions, type OptionSpec } from './options.js';
import type { Rng } from './rng.js';
import { shapeOf } from './shape-of.js';
import { sideOrder, type SideOrder } from './side-order.js';
import type { SolveTracer } from './solve-tracer.js';

/** Options passed to a solver: plain values, checked against its {@link OptionSpec}s. */
export type SolverOptions = Readonly<Record<string, number | boolean | string | undefined>>;

/**
 * Which mazes a solver's promises hold on: `perfect` (one route between any two cells; on
 * a maze with loops it still finishes, and may give up) or `any`.
 */
export type SolverMazes = 'perfect' | 'any';

/** How hard a solver worked, counted (never timed), for statistics and races. */
export interface SolveEffort {
  /** Distinct cells it reached, start included. */
  readonly visited: number;
  /**
   * Steps it took: a walker's moves from cell to cell; a flood's cells taken from its queue;
   * a filler's cells filled plus the walk along what is left. Each solver's README says which.
   */
  readonly steps: number;
  /** Times it turned back: a walker stepping back the way it came, Trémaux's returns. */
  readonly backtracks: number;
  /**
   * True when it stopped without reaching the goal and without proving there is no route:
   * a wall follower back where it began, a mouse out of steps, a loop it would circle forever.
   */
  readonly gaveUp: boolean;
}

/** What {@link Solver.solve} returns. */
export interface SolveResult {
  /**
   * The route it found, cells from start to goal, each open to the next, with no cell twice
   * (a walker's detours and loops taken out); `null` when it found none.
   */
  readonly route: number[] | null;
  readonly effort: SolveEffort;
}

/** What {@link Solver.solve} needs besides the maze. */
export interface SolveRequest {
  readonly start: number;
  readonly goal: number;
  /** Seeded randomness, needed by solvers that draw (`random: true`); the others never call it. */
  readonly rng?: Rng;
  /** Receives each step for an animation; absent = the fast path. */
  readonly tracer?: SolveTracer;
  readonly options?: SolverOptions;
}

/** What a solver package exports (as `solver`): what it promises plus a checked entry point. */
export interface Solver {
  /** Stable id used on the command line, e.g. `wall-follower`. */
  readonly id: string;
  /** Display name, e.g. `Wall follower`. */
  readonly name: string;
  /** One line saying how it walks. */
  readonly summary: string;
  /** The npm package that ships it; named in its error messages. */
  readonly package: string;
  /** Finds the goal whenever it can be reached (on the mazes of {@link Solver.mazes}). */
  readonly complete: boolean;
  /** Its route is always a shortest one (on the mazes of {@link Solver.mazes}). */
  readonly shortest: boolean;
  /** Which mazes its promises hold on. */
  readonly mazes: SolverMazes;
  /** True when it needs the cells' side order ({@link sideOrder}), which only grids with a shape have. */
  readonly needsSideOrder: boolean;
  /** True when it climbs stairs (solves mazes of several floors). */
  readonly followsStairs: boolean;
  /** True when it draws random numbers (then `rng` is required). */
  readonly random: boolean;
  /** The options it takes, with defaults. */
  readonly options: readonly OptionSpec[];
  /** Why it cannot solve `grid`, or `undefined` when it can; checked by {@link Solver.solve}. */
  unsupported(grid: Grid): string | undefined;
  /**
   * The most steps ({@link SolveEffort.steps}) it ever takes on `grid` with `options`, goal
   * found or not: how it is known never to hang (the conformance suite counts, never times).
   */
  maxSteps(grid: Grid, options?: SolverOptions): number;
  /**
   * Walks from `start` towards `goal` through the open passages of `grid` (never changing
   * it) and returns the route and the effort. Bad input is refused with one line naming
   * the package.
   */
  solve(grid: Grid, request: SolveRequest): SolveResult;
}

/** What a solver's algorithm receives from {@link defineSolver}: checked, defaults filled in. */
export interface SolveJob {
  readonly start: number;
  readonly goal: number;
  /** The request's rng; a function that throws for solvers that do not declare `random`. */
  readonly rng: Rng;
  readonly tracer: SolveTracer | undefined;
  readonly options: Readonly<Record<string, number | boolean | string>>;
  /** The grid's side order, for solvers with `needsSideOrder`; `undefined` for the others. */
  readonly sides: SideOrder | undefined;
}

/** The parts a solver author writes; {@link defineSolver} adds the checks. */
export interface SolverSpec {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly package: string;
  readonly complete: boolean;
  readonly shortest: boolean;
  readonly mazes: SolverMazes;
  readonly needsSideOrder: boolean;
  readonly followsStairs: boolean;
  /** Default false. */
  readonly random?: boolean;
  readonly options?: readonly OptionSpec[];
  /** Extra refusal beyond stairs and side order, e.g. a grid without geometry. */
  readonly unsupported?: (grid: Grid) => string | undefined;
  /** The bound on its steps (see {@link Solver.maxSteps}); receives options with defaults filled in. */
  readonly maxSteps: (grid: Grid, options: Readonly<Record<string, number | boolean | string>>) => number;
  readonly solve: (grid: Grid, job: SolveJob) => SolveResult;
}

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Builds a {@link Solver} from its spec: `solve` refuses grids it cannot walk (stairs for a
 * solver that cannot climb them, a grid with no side order for one that needs it), cells
 * outside the grid, a missing rng and bad options, each with one line naming the package.
 */
export function defineSolver(spec: SolverSpec): Solver {
  if (!ID.test(spec.id)) {
    throw new MazekitError('@mazekit/core', `solver id must be lower-case words joined by '-', got ${describeValue(spec.id)}`);
  }
  if (spec.mazes !== 'perfect' && spec.mazes !== 'any') {
    throw new MazekitError('@mazekit/core', `solver mazes must be perfect or any, got ${describeValue(spec.mazes)}`);
  }
  const options = Object.freeze([...(spec.options ?? [])]);
  const random = spec.random ?? false;
  const unsupported = (grid: Grid): string | undefined => {
    if (grid.levels > 1 && !spec.followsStairs) {
      return `${spec.id} cannot follow stairs, so it solves single-level mazes only; got levels=${grid.levels}, allowed: 1`;
    }
    if (spec.needsSideOrder && !shapeOf(grid)) {
      return `${spec.id} needs the order of each cell's sides, which comes from a shape's geometry; the ${grid.topology} grid has no shape`;
    }
    return spec.unsupported?.(grid);
  };
  const noRng: Rng = () => {
    throw new MazekitError(spec.package, `${spec.id} drew a random number but does not declare random: true`);
  };
  return Object.freeze({
    id: spec.id,
    name: spec.name,
    summary: spec.summary,
    package: spec.package,
    complete: spec.complete,
    shortest: spec.shortest,
    mazes: spec.mazes,
    needsSideOrder: spec.needsSideOrder,
    followsStairs: spec.followsStairs,
    random,
    options,
    unsupported,
    maxSteps: (grid: Grid, opts?: SolverOptions): number => spec.maxSteps(grid, resolveOptions(spec.package, options, opts)),
    solve(grid: Grid, request: SolveRequest): SolveResult {
      if (request === null || typeof request !== 'object') {
        throw new MazekitError(spec.package, `solve needs { start, goal }, got ${describeValue(request)}`);
      }
      const reason = unsupported(grid);
      if (reason !== undefined) throw new MazekitError(spec.package, reason, 'unsupported-grid');
      const start = checkCell(spec.package, grid, request.start, 'start');
      const goal = checkCell(spec.package, grid, request.goal, 'goal');
      if (random && typeof request.rng !== 'function') {
        throw new MazekitError(spec.package, `${spec.id} draws random numbers: rng must be a function returning numbers in [0, 1), got ${describeValue(request.rng)}`);
      }
      const tracer = request.tracer ?? undefined;
      if (tracer !== undefined && typeof tracer !== 'object') {
        throw new MazekitError(spec.package, `tracer must be an object of event methods, got ${describeValue(tracer)}`);
      }
      return spec.solve(grid, {
        start,
        goal,
        rng: random ? request.rng! : noRng,
        tracer,
        options: resolveOptions(spec.package, options, request.options),
        sides: spec.needsSideOrder ? sideOrder(grid) : undefined,
      });
    },
  });
}

function checkCell(source: string, grid: Grid, cell: unknown, name: string): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError(source, `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

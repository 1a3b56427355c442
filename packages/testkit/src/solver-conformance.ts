import {
  type Grid,
  type Maze,
  OrthogonalGrid,
  type Shape,
  type SolveResult,
  type SolveTracer,
  type Solver,
  type SolverOptions,
  TracePlayer,
  TraceRecorder,
  braid,
  createRng,
  distances,
  isMazekitError,
  longestPath,
  shortestPath,
} from '@mazekit/core';
import { describe, it } from 'vitest';
import type { ConformanceCheck } from './conformance.js';
import { countingRng } from './counting-rng.js';
import { HexTestGrid } from './hex-grid.js';
import { maskedShapeGrid } from './shape-conformance.js';
import { conformanceShapes, shapeParams } from './shapes.js';
import { islandMaze, splitMaze } from './solver-mazes.js';
import { dfsGridMaze } from './test-mazes.js';

/** Tuning for {@link solverConformanceChecks} and {@link runSolverConformance}. */
export interface SolverConformanceOptions {
  /** Options passed to every solve. */
  readonly options?: SolverOptions;
  /**
   * Shapes to solve besides orthogonal (which is always tried): a solver package passes the
   * shape packages it has as dev dependencies, e.g. `[hex, triangle, polar]`.
   */
  readonly shapes?: readonly Shape[];
  /** Side of the one large square maze solved; default 256. */
  readonly largeSide?: number;
}

const SIDES = [1, 2, 3, 5, 9, 16];

function fail(message: string): never {
  throw new Error(message);
}

function sameResult(a: SolveResult, b: SolveResult): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Why `route` is not a real route from `start` to `goal` through open passages of `grid`, or `undefined`. */
export function routeFlaw(grid: Grid, route: readonly number[], start: number, goal: number): string | undefined {
  if (route.length === 0) return 'the route is empty';
  if (route[0] !== start) return `the route starts at cell ${route[0]}, not at the start ${start}`;
  if (route[route.length - 1] !== goal) return `the route ends at cell ${route[route.length - 1]}, not at the goal ${goal}`;
  const seen = new Uint8Array(grid.size);
  for (let i = 0; i < route.length; i++) {
    const c = route[i]!;
    if (!Number.isInteger(c) || c < 0 || c >= grid.size) return `route cell ${i} is ${c}, not a cell of the grid`;
    if (seen[c]) return `the route passes cell ${c} twice`;
    seen[c] = 1;
    if (i === 0) continue;
    const d = grid.directionTo(route[i - 1]!, c);
    if (d < 0 || !grid.isOpen(route[i - 1]!, d)) return `the route steps from cell ${route[i - 1]} to cell ${c} through a wall`;
  }
  return undefined;
}

/**
 * Solves `grid` from `start` to `goal` and checks what every solver must do on any maze: a
 * real route when it finds one, effort that adds up, no more steps than its own bound, the
 * grid left as it was. `perfect` says the maze is a spanning tree (so the goal is reachable
 * and the route is the one route). Returns the result.
 */
function solveChecked(solver: Solver, grid: Grid, start: number, goal: number, opts: SolverConformanceOptions, seed: string, label: string, perfect: boolean): SolveResult {
  const before = grid.cells.slice();
  const result = solver.solve(grid, { start, goal, rng: createRng(seed), options: opts.options });
  for (let c = 0; c < grid.size; c++) if (grid.cells[c] !== before[c]) fail(`${label}: solving changed the maze at cell ${c}`);
  const { route, effort } = result;
  const bound = solver.maxSteps(grid, opts.options);
  if (!Number.isInteger(effort.steps) || effort.steps < 0) fail(`${label}: steps is ${effort.steps}, not a count`);
  if (effort.steps > bound) fail(`${label}: ${effort.steps} steps, more than its own bound of ${bound}`);
  if (!Number.isInteger(effort.visited) || effort.visited < 1 || effort.visited > grid.size) fail(`${label}: visited ${effort.visited} cells of ${grid.size}`);
  if (!Number.isInteger(effort.backtracks) || effort.backtracks < 0) fail(`${label}: backtracks is ${effort.backtracks}, not a count`);
  if (typeof effort.gaveUp !== 'boolean') fail(`${label}: gaveUp is ${String(effort.gaveUp)}, not a boolean`);
  if (route) {
    const flaw = routeFlaw(grid, route, start, goal);
    if (flaw) fail(`${label}: ${flaw}`);
    if (effort.gaveUp) fail(`${label}: it found a route but says it gave up`);
    if (effort.visited < route.length) fail(`${label}: the route has ${route.length} cells but it visited only ${effort.visited}`);
    if (effort.steps < route.length - 1) fail(`${label}: the route has ${route.length - 1} moves but it took only ${effort.steps} steps`);
  }
  const promised = perfect || solver.mazes === 'any';
  if (promised && solver.complete && perfect && !route) fail(`${label}: a complete solver found no route (gaveUp: ${effort.gaveUp})`);
  if (promised && solver.shortest && route) {
    const want = distances(grid, start)[goal]!;
    if (route.length - 1 !== want) fail(`${label}: a route of ${route.length - 1} moves, but the shortest has ${want}`);
  }
  if (perfect && route) {
    const only = shortestPath(grid, start, goal)!;
    if (JSON.stringify(only) !== JSON.stringify(route)) fail(`${label}: on a perfect maze the route must be the one route from start to goal`);
  }
  if (!route && !effort.gaveUp && distances(grid, start)[goal] !== -1) fail(`${label}: no route and no "gave up", but the goal can be reached`);
  return result;
}

/** The pairs of ends tried on each maze: the longest path's, the first and last cells, a random pair, and start = goal. */
function endsOf(grid: Grid, seed: string): Array<readonly [number, number]> {
  const far = longestPath(grid);
  const rng = createRng(`ends-${seed}`);
  const a = Math.floor(rng() * grid.size);
  const b = Math.floor(rng() * grid.size);
  return [[far.start, far.goal], [0, grid.size - 1], [a, b], [a, a]];
}

function solveAll(solver: Solver, maze: Grid, opts: SolverConformanceOptions, label: string, perfect: boolean): void {
  for (const [s, g] of endsOf(maze, label)) solveChecked(solver, maze, s, g, opts, `${label}-${s}-${g}`, `${label} from ${s} to ${g}`, perfect);
}

function expectRefusal(action: () => void, what: string, mention: RegExp): void {
  try {
    action();
  } catch (error) {
    if (!isMazekitError(error)) throw new Error(`${what}: expected a MazekitError, got ${String(error)}`, { cause: error });
    if (!mention.test(error.message)) throw new Error(`${what}: the error should mention ${String(mention)}: "${error.message}"`, { cause: error });
    if (error.message.includes('\n')) throw new Error(`${what}: the error should be one line: "${error.message}"`, { cause: error });
    return;
  }
  throw new Error(`${what}: expected the solver to refuse, but it solved`);
}

/**
 * Solves with a recorder and a checking tracer: the result must be the one it gives without
 * a tracer, every event must name real cells, `visit` must name each cell at most once (and
 * all the visited cells, if used), `route` must come once, exactly when a route was found,
 * and core's `TracePlayer` replaying the recording over the maze must end on the same route.
 */
export function solveTraceCheck(solver: Solver, grid: Grid, start: number, goal: number, seed: string, label: string, options?: SolverOptions): void {
  const plain = solver.solve(grid, { start, goal, rng: createRng(seed), options });
  const recorder = new TraceRecorder();
  const seen = new Uint8Array(grid.size);
  let visits = 0;
  let routes = 0;
  const cell = (c: number, event: string): void => {
    if (!Number.isInteger(c) || c < 0 || c >= grid.size) fail(`${label}: trace ${event} names cell ${c}, not a cell of the grid`);
  };
  const tracer: SolveTracer = {
    head(c) {
      cell(c, 'head');
      recorder.head(c);
    },
    visit(c) {
      cell(c, 'visit');
      if (seen[c]) fail(`${label}: trace visits cell ${c} twice`);
      seen[c] = 1;
      visits++;
      recorder.visit(c);
    },
    mark(c, count) {
      cell(c, 'mark');
      if (!Number.isInteger(count) || count < 0 || count > 255) fail(`${label}: trace mark(${c}, ${count}) is not a count of marks`);
      recorder.mark(c, count);
    },
    fill(c) {
      cell(c, 'fill');
      recorder.fill(c);
    },
    route(cells) {
      routes++;
      cells.forEach((c) => cell(c, 'route'));
      recorder.route(cells);
    },
  };
  const traced = solver.solve(grid, { start, goal, rng: createRng(seed), options, tracer });
  if (!sameResult(plain, traced)) fail(`${label}: solving with a tracer gave ${JSON.stringify(traced.effort)}, without one ${JSON.stringify(plain.effort)}`);
  if (visits > 0 && visits !== plain.effort.visited) fail(`${label}: the trace visits ${visits} cells, the effort says ${plain.effort.visited}`);
  if (routes !== (plain.route ? 1 : 0)) fail(`${label}: the trace reports the route ${routes} times; want ${plain.route ? 1 : 0}`);
  const player = new TracePlayer(grid, recorder.finish(), { carved: true });
  const end = player.seek(player.steps);
  if (JSON.stringify(end.route) !== JSON.stringify(plain.route ?? [])) fail(`${label}: replaying the trace ends on another route than the one returned`);
  for (let c = 0; c < grid.size; c++) if (end.cells[c] !== grid.cells[c]) fail(`${label}: replaying a solve must leave the maze's passages as they are`);
}

/** A perfect maze on a fresh grid from `make`. */
function perfectMaze(make: () => Grid, seed: string): Grid {
  return dfsGridMaze(make(), seed).grid;
}

/** A maze with loops: a perfect one with every dead end opened (braid 1). */
function braidedMaze(make: () => Grid, seed: string): Grid {
  const grid = perfectMaze(make, seed);
  braid(grid, 1, createRng(`braid-${seed}`));
  return grid;
}

function boardLike(shape: Shape): boolean {
  const names = shape.params.map((p) => p.name);
  return names.includes('width') && names.includes('height');
}

/**
 * The solver conformance suite: on perfect mazes of orthogonal and every shape in
 * `opts.shapes` (1 × 1, corridors, small and odd sizes, masked, several floors) every route
 * is a real route, complete solvers always find it, shortest ones match core's shortest path,
 * and every found route is the one route; on braided mazes complete solvers for any maze
 * still succeed and the others find a real route or give up; a maze with a loop round a
 * pillar and one with no route at all finish (never hang); the same seed gives the same
 * route and effort; the trace replays to the same route; the steps stay within the solver's
 * own bound; bad input is refused with one line.
 */
export function solverConformanceChecks(solver: Solver, opts: SolverConformanceOptions = {}): ConformanceCheck[] {
  const checks: ConformanceCheck[] = [];
  const add = (name: string, run: () => void): void => void checks.push({ name, run });
  const shapes: Shape[] = [...conformanceShapes];
  for (const s of opts.shapes ?? []) if (!shapes.some((k) => k.topology === s.topology)) shapes.push(s);

  add('describes itself', () => {
    if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(solver.id)) fail(`id ${JSON.stringify(solver.id)} is not lower-case words joined by '-'`);
    for (const key of ['name', 'summary', 'package'] as const) if (typeof solver[key] !== 'string' || !solver[key]) fail(`${key} must be a non-empty string`);
    for (const key of ['complete', 'shortest', 'needsSideOrder', 'followsStairs', 'random'] as const) {
      if (typeof solver[key] !== 'boolean') fail(`${key} must be true or false`);
    }
    if (solver.shortest && !solver.complete) fail('a solver whose routes are always shortest must also be complete');
    if (solver.mazes !== 'perfect' && solver.mazes !== 'any') fail(`mazes must be perfect or any, got ${String(solver.mazes)}`);
  });

  add('refuses bad input with one line naming its package', () => {
    const grid = perfectMaze(() => new OrthogonalGrid(4, 4), 'bad');
    const pkg = new RegExp(solver.package.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
    for (const [start, goal] of [[-1, 3], [0, 16], [1.5, 2], ['0', 2]] as const) {
      expectRefusal(() => solver.solve(grid, { start: start as number, goal, rng: createRng('x'), options: opts.options }), `start ${String(start)} goal ${goal}`, pkg);
    }
    expectRefusal(() => solver.solve(grid, { start: 0, goal: 3, rng: createRng('x'), options: { ...opts.options, 'no-such-option': 1 } }), 'an unknown option', /no-such-option/);
    if (solver.random) expectRefusal(() => solver.solve(grid, { start: 0, goal: 3, options: opts.options }), 'no rng', /rng/);
    if (solver.needsSideOrder) {
      const plain = dfsGridMaze(new HexTestGrid(3, 3), 'bare').grid;
      expectRefusal(() => solver.solve(plain, { start: 0, goal: 8, rng: createRng('x'), options: opts.options }), 'a grid with no shape', /side|shape/);
    }
  });

  add('solves perfect orthogonal mazes of every small size, corridors and 1 × 1', () => {
    for (const [w, h] of [[1, 1], [1, 2], [2, 1], [1, 17], [23, 1], [2, 2], [3, 3], [5, 8], [8, 5], [16, 16], [31, 17]] as const) {
      for (const seed of ['a', 'b']) solveAll(solver, perfectMaze(() => new OrthogonalGrid(w, h), seed), opts, `${w}x${h} seed ${seed}`, true);
    }
  });

  for (const shape of shapes) {
    const t = shape.topology;
    if (t !== 'orthogonal') {
      add(`solves perfect ${t} mazes of every small size`, () => {
        for (const side of SIDES) {
          for (const seed of ['a', 'b']) solveAll(solver, perfectMaze(() => shape.create(shapeParams(shape, side)), seed), opts, `${t} side ${side} seed ${seed}`, true);
        }
        if (boardLike(shape)) {
          for (const [w, h] of [[9, 1], [1, 9]] as const) {
            let grid: Grid;
            try {
              grid = shape.create({ ...shapeParams(shape, 1), width: w, height: h });
            } catch (error) {
              if (isMazekitError(error)) continue; // a shape with no such corridor (triangles 1 wide fall apart)
              throw error;
            }
            solveAll(solver, perfectMaze(() => grid, 'c'), opts, `${t} corridor ${w}x${h}`, true);
          }
        }
      });
    }
    add(`solves perfect masked ${t} mazes`, () => {
      for (const side of [3, 9, 16]) solveAll(solver, perfectMaze(() => maskedShapeGrid(shape, side, 1, `mask-${side}`), 'm'), opts, `masked ${t} side ${side}`, true);
    });
    add(`finishes on braided ${t} mazes: complete solvers succeed, the others find a route or give up`, () => {
      for (const side of [3, 8, 14]) {
        for (const seed of ['a', 'b']) solveAll(solver, braidedMaze(() => shape.create(shapeParams(shape, side)), seed), opts, `braided ${t} side ${side} seed ${seed}`, false);
      }
    });
    add(`same seed, same ${t} route and effort; the trace replays to the same route`, () => {
      const grid = perfectMaze(() => shape.create(shapeParams(shape, 12)), 'same');
      const braided = braidedMaze(() => shape.create(shapeParams(shape, 12)), 'same');
      for (const g of [grid, braided]) {
        for (const [s, goal] of endsOf(g, 'same')) {
          const a = solver.solve(g, { start: s, goal, rng: createRng('seed'), options: opts.options });
          const b = solver.solve(g, { start: s, goal, rng: createRng('seed'), options: opts.options });
          if (!sameResult(a, b)) fail(`${t}: the same seed gave two different results from ${s} to ${goal}`);
          solveTraceCheck(solver, g, s, goal, 'trace', `${t} from ${s} to ${goal}`, opts.options);
        }
      }
      solveTraceCheck(solver, perfectMaze(() => shape.create(shapeParams(shape, 1)), 'one'), 0, 0, 't', `${t} side 1`, opts.options);
    });
    if (shape.multiLevel) {
      if (solver.followsStairs) {
        add(`solves perfect multi-level ${t} mazes`, () => {
          for (const [side, levels] of [[1, 2], [2, 3], [5, 4]] as const) {
            solveAll(solver, perfectMaze(() => shape.create(shapeParams(shape, side, levels)), 'l'), opts, `${t} side ${side} on ${levels} levels`, true);
          }
          solveAll(solver, perfectMaze(() => maskedShapeGrid(shape, 6, 3), 'ml'), opts, `masked ${t} on 3 levels`, true);
          const g = perfectMaze(() => shape.create(shapeParams(shape, 4, 3)), 'lt');
          const ends = longestPath(g);
          solveTraceCheck(solver, g, ends.start, ends.goal, 'trace', `${t} on 3 levels`, opts.options);
        });
      } else {
        add(`refuses multi-level ${t} mazes with one line`, () => {
          const g = perfectMaze(() => shape.create(shapeParams(shape, 3, 2)), 'l');
          expectRefusal(() => solver.solve(g, { start: 0, goal: 1, rng: createRng('x'), options: opts.options }), `a ${t} maze of 2 levels`, /stair/);
        });
      }
    }
  }

  add('finishes on a loop round a pillar and on a maze with no route', () => {
    const island: Maze = islandMaze();
    const r = solveChecked(solver, island.grid, island.start!, island.goal!, opts, 'island', 'the island maze', false);
    if (solver.complete && solver.mazes === 'any' && !r.route) fail('the island maze: a complete solver for any maze found no route');
    const back = solveChecked(solver, island.grid, island.goal!, island.start!, opts, 'island', 'the island maze backwards', false);
    if (solver.complete && solver.mazes === 'any' && !back.route) fail('the island maze backwards: a complete solver for any maze found no route');
    const split = splitMaze();
    const none = solveChecked(solver, split.grid, split.start!, split.goal!, opts, 'split', 'a maze with no route', false);
    if (none.route) fail('a maze with no route: it returned one');
    if (solver.complete && solver.mazes === 'any' && none.effort.gaveUp) fail('a maze with no route: a complete solver for any maze must say there is none, not give up');
  });

  add('draws the same random numbers with and without a tracer', () => {
    const grid = braidedMaze(() => new OrthogonalGrid(12, 12), 'draws');
    const counts: number[] = [];
    for (const tracer of [undefined, new TraceRecorder()]) {
      const rng = countingRng('draws', false);
      solver.solve(grid, { start: 0, goal: grid.size - 1, rng: rng.rng, tracer, options: opts.options });
      counts.push(rng.draws());
    }
    if (counts[0] !== counts[1]) fail(`${counts[0]} draws without a tracer, ${counts[1]} with one`);
    if (!solver.random && counts[0] !== 0) fail(`it drew ${counts[0]} random numbers but does not declare random: true`);
  });

  add('solves one large maze within its bound', () => {
    const side = opts.largeSide ?? 256;
    const grid = perfectMaze(() => new OrthogonalGrid(side, side), 'large');
    const ends = longestPath(grid);
    solveChecked(solver, grid, ends.start, ends.goal, opts, 'large', `${side} x ${side}`, true);
  });
  return checks;
}

/**
 * Registers {@link solverConformanceChecks} as vitest tests. Call it at the top level of a
 * solver package's test file: `runSolverConformance(solver, { shapes: [hex, triangle, polar] })`.
 */
export function runSolverConformance(solver: Solver, opts: SolverConformanceOptions = {}): void {
  describe(`${solver.id} solver conformance`, () => {
    for (const check of solverConformanceChecks(solver, opts)) it(check.name, check.run, 60_000);
  });
}

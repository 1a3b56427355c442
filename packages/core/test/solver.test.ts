import { describe, expect, it } from 'vitest';
import {
  EAST,
  NORTH,
  OrthogonalGrid,
  SOUTH,
  TracePlayer,
  TraceRecorder,
  WEST,
  WalkRoute,
  defineSolver,
  isMazekitError,
  maskGrid,
  sideOrder,
  solveWith,
  type SolverSpec,
} from '../src/index.js';
import { testMaze } from './helpers.js';
import { createRng } from '../src/index.js';

const spec: SolverSpec = {
  id: 'straight',
  name: 'Straight',
  summary: 'Test solver.',
  package: 'test-straight',
  complete: false,
  shortest: false,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: false,
  maxSteps: (grid) => grid.size,
  solve: (_grid, job) => ({ route: job.start === job.goal ? [job.start] : null, effort: { visited: 1, steps: 0, backtracks: 0, gaveUp: job.start !== job.goal } }),
};

function message(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (!isMazekitError(error)) throw error;
    return error.message;
  }
  throw new Error('expected a refusal');
}

describe('defineSolver', () => {
  it('refuses bad ids and mazes when defined', () => {
    expect(message(() => defineSolver({ ...spec, id: 'Bad Id' }))).toBe(`@mazekit/core: solver id must be lower-case words joined by '-', got "Bad Id"`);
    expect(message(() => defineSolver({ ...spec, mazes: 'some' as 'any' }))).toBe('@mazekit/core: solver mazes must be perfect or any, got "some"');
  });

  it('checks every request with one line naming the package', () => {
    const s = defineSolver(spec);
    const grid = new OrthogonalGrid(3, 3);
    expect(message(() => s.solve(grid, { start: 9, goal: 0 }))).toBe('test-straight: start must be a cell index from 0 to 8, got 9');
    expect(message(() => s.solve(grid, { start: 0, goal: -1 }))).toBe('test-straight: goal must be a cell index from 0 to 8, got -1');
    expect(message(() => s.solve(grid, { start: 0, goal: 1, options: { x: 1 } }))).toBe('test-straight: unknown option "x"; allowed: none');
    expect(message(() => s.solve(new OrthogonalGrid(2, 2, 2), { start: 0, goal: 1 }))).toBe(
      'test-straight: straight cannot follow stairs, so it solves single-level mazes only; got levels=2, allowed: 1',
    );
    expect(message(() => s.solve(grid, null as never))).toBe('test-straight: solve needs { start, goal }, got null');
    const random = defineSolver({ ...spec, random: true });
    expect(message(() => random.solve(grid, { start: 0, goal: 0 }))).toBe('test-straight: straight draws random numbers: rng must be a function returning numbers in [0, 1), got undefined');
    const sneaky = defineSolver({ ...spec, solve: (g, job) => (job.rng(), spec.solve(g, job)) });
    expect(message(() => sneaky.solve(grid, { start: 0, goal: 0 }))).toBe('test-straight: straight drew a random number but does not declare random: true');
  });

  it('refuses a grid with no shape to a solver that needs the side order', () => {
    const s = defineSolver({ ...spec, needsSideOrder: true });
    const bare = new OrthogonalGrid(2, 2);
    const plain = { ...bare, topology: 'plain', shape: undefined, neighbor: bare.neighbor.bind(bare), opposite: (d: number) => d ^ 1, isOpen: bare.isOpen.bind(bare), link: bare.link.bind(bare), unlink: bare.unlink.bind(bare), directionTo: bare.directionTo.bind(bare), clone: () => bare.clone() };
    expect(s.unsupported(plain)).toBe("straight needs the order of each cell's sides, which comes from a shape's geometry; the plain grid has no shape");
    expect(s.unsupported(bare)).toBeUndefined();
    expect(s.maxSteps(bare)).toBe(4);
  });
});

describe('sideOrder', () => {
  it('goes north, east, south, west round a square, stairs last', () => {
    const grid = new OrthogonalGrid(3, 3, 2);
    const order = sideOrder(grid);
    expect(order).toBe(sideOrder(grid));
    const ring: number[] = [];
    let d = order.first(4);
    do {
      ring.push(d);
      d = order.clockwise(4, d);
    } while (d !== order.first(4));
    expect(ring).toEqual([NORTH, EAST, SOUTH, WEST, 4]);
    expect(order.anticlockwise(4, NORTH)).toBe(4);
    expect(order.anticlockwise(4, EAST)).toBe(NORTH);
    expect(order.angle(4, EAST)).toBe(0);
    expect(order.angle(4, SOUTH)).toBeCloseTo(Math.PI / 2);
    expect(Number.isNaN(order.angle(4, 4))).toBe(true);
    // The top floor has the stair down only.
    expect(order.clockwise(13, WEST)).toBe(5);
    expect(order.clockwise(13, 4)).toBe(-1);
  });

  it('orders the sides of masked cells, whose masked-off neighbours still have walls', () => {
    const on = new Uint8Array(9).fill(1);
    on[1] = 0;
    const grid = maskGrid(new OrthogonalGrid(3, 3), on);
    const order = sideOrder(grid);
    expect(order.clockwise(0, NORTH)).toBe(EAST);
    expect(order.clockwise(0, WEST)).toBe(NORTH);
  });
});

describe('WalkRoute', () => {
  it('cuts dead ends and loops out of a walk', () => {
    const r = new WalkRoute(10, 0);
    for (const c of [1, 2, 3, 2, 1, 4, 5, 6, 4, 7]) r.step(c);
    expect(r.toArray()).toEqual([0, 1, 4, 7]);
    expect(r.length).toBe(4);
    r.step(0);
    expect(r.toArray()).toEqual([0]);
  });
});

describe('solve events', () => {
  it('replay over the finished maze: heads, visits, marks, fills and the route', () => {
    const grid = new OrthogonalGrid(3, 1);
    grid.link(0, EAST);
    grid.link(1, EAST);
    const rec = new TraceRecorder();
    rec.visit(0);
    rec.head(0);
    rec.mark(0, 1);
    rec.visit(1);
    rec.head(1);
    rec.fill(2);
    rec.mark(0, 2);
    rec.route([0, 1]);
    const player = new TracePlayer(grid, rec.finish(), { carved: true });
    expect(player.steps).toBe(8);
    const end = player.seek(8);
    expect(Array.from(end.cells)).toEqual(Array.from(grid.cells));
    expect(end.head).toBe(1);
    expect(Array.from(end.marks)).toEqual([2, 0, 0]);
    expect(Array.from(end.filled)).toEqual([0, 0, 1]);
    expect(end.route).toEqual([0, 1]);
    const early = player.seek(3);
    expect(Array.from(early.marks)).toEqual([1, 0, 0]);
    expect(early.route).toEqual([]);
    expect(Array.from(early.cells)).toEqual(Array.from(grid.cells));
  });
});

describe('solveWith', () => {
  it('solves between the maze ends (the longest path when it names none), seeded from the maze', () => {
    const grid = testMaze(6, 6, 1, createRng('w'));
    const s = defineSolver({ ...spec, solve: (g, job) => ({ route: [job.start], effort: { visited: 1, steps: 0, backtracks: 0, gaveUp: false } }) });
    const r = solveWith(s, { grid, generator: 'test', seed: 'x' });
    expect(r.route).toEqual([r.start]);
    expect(r.start).not.toBe(r.goal);
    const named = solveWith(s, { grid, generator: 'test', seed: 'x', start: 3, goal: 5 });
    expect([named.start, named.goal]).toEqual([3, 5]);
  });
});

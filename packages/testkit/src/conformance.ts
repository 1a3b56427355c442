import {
  type Generator,
  type GeneratorOptions,
  type Grid,
  type Layout,
  OrthogonalGrid,
  type Tracer,
  createRng,
  isMazekitError,
} from '@mazekit/core';
import fc from 'fast-check';
import type { ConformanceCheck } from './check.js';
import { genericView } from './generic-view.js';
import { HexTestGrid } from './hex-grid.js';
import { countingRng } from './counting-rng.js';
import { assertPromise } from './promise.js';
import { ReplayTracer } from './trace-replay.js';
import { checkDeadEndShare } from './dead-end-claim.js';
import { checkOptionsRead } from './option-effect.js';
import { MIN_SEED_SHARE, checkEveryTurnDrawn, checkSeedShare } from './seed-reach.js';
import { shapeConformanceChecks } from './shape-conformance.js';
import { conformanceShapes } from './shapes.js';
import { checkUniformClaim } from './uniform-claim.js';
import { checkWorkGrowth } from './work-count.js';

/** Tuning for {@link conformanceChecks} and {@link runConformance}. */
export interface ConformanceOptions {
  /** Options passed to every carve (e.g. a growing-tree policy). */
  readonly options?: GeneratorOptions;
  /** fast-check runs for random sizes; default 60. */
  readonly numRuns?: number;
  /** Largest side for random sizes; default 40. */
  readonly maxSide?: number;
  /**
   * For generators claiming any topology: expect the same maze on an OrthogonalGrid as
   * through the plain Grid interface (default true). Turn off only when the algorithm
   * deliberately uses the grid's geometry, and say why.
   */
  readonly sameOnGenericGrid?: boolean;
  /**
   * Side of the one large square maze every generator carves; default 256. Keep it above 71
   * (5 000 cells): lower only for a generator too slow to carve 65 536 cells in a test.
   */
  readonly largeSide?: number;
  /**
   * The share of cells that are dead ends in this generator's mazes (with these options) on a
   * 100 × 100 board, e.g. `0.099` for the published 9.9 % of the recursive backtracker. When
   * given, the suite measures it (10 mazes) and fails outside a tolerance derived from the
   * measured spread (see the README).
   */
  readonly deadEnds?: number;
  /**
   * The least mean share of passages in which 12 × 12 mazes of different seeds differ;
   * default 1/3 (every generator measures 0.43–0.50 at its default settings). Lower it only
   * for settings that leave little to chance, and say why.
   */
  readonly minSeedShare?: number;
  /** Values to try, per option, where the suite cannot guess one (free-form strings). */
  readonly optionValues?: Readonly<Record<string, readonly (number | boolean | string)[]>>;
}

export type { ConformanceCheck } from './check.js';

const FLAT_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 1], [1, 2], [2, 1], [1, 17], [23, 1], [2, 2], [3, 3], [4, 4], [5, 8], [8, 5], [16, 16], [31, 17], [64, 64],
];
/** Side of the one large maze every generator carves, unless told otherwise. */
const LARGE = 256;
const LEVEL_SIZES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 2], [1, 1, 5], [2, 2, 2], [3, 3, 3], [5, 4, 3], [10, 10, 4], [1, 7, 3],
];

/** The layout each carved grid came with, for generators that promise `connected` (dungeons). */
const layouts = new WeakMap<Grid, Layout>();

function carve(gen: Generator, w: number, h: number, l: number, seed: string, opts: ConformanceOptions, tracer?: Tracer): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h, l);
  keep(grid, gen.carve(grid, createRng(seed), opts.options, tracer));
  return grid;
}

function keep(grid: Grid, layout: Layout | void): void {
  if (layout) layouts.set(grid, layout);
}

/** Checks what the generator promises (perfect, or a connected dungeon) of a grid it carved. */
function assertKept(gen: Generator, grid: Grid, label: string): void {
  assertPromise(gen, grid, layouts.get(grid), label);
}

function sameCells(a: Grid, b: Grid): boolean {
  if (a.size !== b.size) return false;
  for (let i = 0; i < a.size; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/** The same passages and the same layout (rooms and doors), if any. */
function sameMaze(a: Grid, b: Grid): boolean {
  return sameCells(a, b) && JSON.stringify(layouts.get(a)) === JSON.stringify(layouts.get(b));
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
  throw new Error(`${what}: expected the generator to refuse, but it carved`);
}

/**
 * Carves the maze made by `makeGrid` three ways from the same seed: without a tracer, with
 * one that replays and checks every event ({@link ReplayTracer}), and from a plain
 * `() => number` rng without the bulk methods. All three must give the same maze from the
 * same number of draws: a tracer costs no randomness, and bulk draws are plain draws.
 */
export function traceCheck(gen: Generator, makeGrid: () => Grid, seed: string, opts: ConformanceOptions): void {
  const plain = makeGrid();
  const counted = countingRng(seed, true);
  keep(plain, gen.carve(plain, counted.rng, opts.options));
  const replay = new ReplayTracer(plain, gen.traceKind ?? 'forest');
  const traced = makeGrid();
  const tracedRng = countingRng(seed, true);
  keep(traced, gen.carve(traced, tracedRng.rng, opts.options, replay));
  if (!sameMaze(plain, traced)) throw new Error('trace: carving with a tracer gave a different maze than without one');
  if (tracedRng.draws() !== counted.draws()) {
    throw new Error(`trace: carving with a tracer took ${tracedRng.draws()} random draws, without one ${counted.draws()}: a tracer must cost no randomness`);
  }
  if (!sameCells(replay.grid, traced)) throw new Error('trace: replaying the carve/wall events does not give the final maze');
  if (replay.visits > 0 && replay.visits !== replay.grid.size) throw new Error(`trace: ${replay.visits} cells visited, but the maze has ${replay.grid.size}`);
  if (replay.grid.size > 1 && replay.events === 0) throw new Error('trace: the generator reported no events at all');
  sameFromPlainRng(gen, makeGrid, seed, opts, plain, counted.draws());
}

/** Carves from a plain `() => number` (no bulk methods): the maze and the number of draws must be the ones given. */
function sameFromPlainRng(gen: Generator, makeGrid: () => Grid, seed: string, opts: ConformanceOptions, expected: Grid, draws: number): void {
  const grid = makeGrid();
  const counted = countingRng(seed, false);
  keep(grid, gen.carve(grid, counted.rng, opts.options));
  if (!sameMaze(grid, expected)) throw new Error(`rng: a plain () => number rng gave a different maze than core's rng with its bulk draws, seed ${JSON.stringify(seed)}`);
  if (counted.draws() !== draws) throw new Error(`rng: a plain () => number rng gave ${counted.draws()} draws, core's rng with its bulk draws ${draws}: bulk draws must be exactly the draws they replace`);
}

/**
 * The conformance suite as plain checks, each throwing an Error that says what is wrong.
 * {@link runConformance} registers them as vitest tests; they can also be run by hand.
 */
export function conformanceChecks(gen: Generator, opts: ConformanceOptions = {}): ConformanceCheck[] {
  const checks: ConformanceCheck[] = [];
  const add = (name: string, run: () => void): void => void checks.push({ name, run });

  add('has metadata', () => {
    if (!/^[a-z][a-z0-9-]*$/.test(gen.id)) throw new Error(`id ${JSON.stringify(gen.id)} is not lower-case words joined by '-'`);
    if (!gen.name || !gen.summary || !gen.package) throw new Error('name, summary and package must be non-empty');
    if (!gen.topologies.includes('orthogonal') && !gen.topologies.includes('*')) throw new Error('must support orthogonal grids');
    const promise = gen.promise ?? 'perfect';
    if (promise !== 'perfect' && promise !== 'connected') throw new Error(`promise ${JSON.stringify(promise)} is neither perfect nor connected`);
    if (gen.traceKind === 'fill' && promise !== 'connected') throw new Error('a fill trace leaves rock behind: its generator must promise connected');
  });
  // Perfect generators keep the names the suite always had; dungeons say what they promise.
  const made = (gen.promise ?? 'perfect') === 'perfect' ? 'perfect' : 'connected';

  for (const [w, h] of FLAT_SIZES) {
    add(`carves a ${made} ${w}x${h} maze`, () => {
      for (const seed of ['a', 'b', '7']) assertKept(gen, carve(gen, w, h, 1, seed, opts), `${w}x${h} seed ${seed}`);
    });
  }

  if (gen.multiLevel) {
    for (const [w, h, l] of LEVEL_SIZES) {
      add(`carves a ${made} ${w}x${h}x${l} multi-level maze`, () => {
        for (const seed of ['a', 'b', '7']) {
          const grid = carve(gen, w, h, l, seed, opts);
          assertKept(gen, grid, `${w}x${h}x${l} seed ${seed}`);
        }
      });
    }
    add('uses stairs between every pair of floors', () => {
      const grid = carve(gen, 6, 6, 3, 'stairs', opts);
      for (let level = 0; level < 2; level++) {
        let stairs = 0;
        for (let c = level * grid.plane; c < (level + 1) * grid.plane; c++) if (grid.isOpen(c, 4)) stairs++;
        if (stairs === 0) throw new Error(`no stair from level ${level} to level ${level + 1}`);
      }
    });
  } else {
    add('refuses multi-level grids with a clear error', () => {
      expectRefusal(() => carve(gen, 4, 4, 2, 'x', opts), 'levels=2', /level/);
    });
  }

  add(`carves ${made} mazes of random sizes (fast-check)`, () => {
    const maxSide = opts.maxSide ?? 40;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxSide }),
        fc.integer({ min: 1, max: maxSide }),
        fc.integer({ min: 1, max: gen.multiLevel ? 4 : 1 }),
        fc.string({ maxLength: 12 }),
        (w, h, l, seed) => {
          assertKept(gen, carve(gen, w, h, l, seed, opts), `${w}x${h}x${l} seed ${JSON.stringify(seed)}`);
        },
      ),
      { numRuns: opts.numRuns ?? 60, seed: 20261130, includeErrorInReport: true },
    );
  });

  add('same seed gives the same maze', () => {
    for (const [w, h, l] of [[1, 9, 1], [12, 7, 1], [40, 40, 1], ...(gen.multiLevel ? [[6, 5, 3]] : [])] as const) {
      for (const seed of ['same', '', '12345', 'ünï©ødé']) {
        if (!sameMaze(carve(gen, w, h, l, seed, opts), carve(gen, w, h, l, seed, opts))) {
          throw new Error(`seed ${JSON.stringify(seed)} at ${w}x${h}x${l} gave two different mazes`);
        }
      }
    }
  });

  add('different seeds give different mazes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const grid = carve(gen, 12, 12, 1, `seed-${i}`, opts);
      seen.add(String.fromCharCode(...grid.cells));
    }
    if (seen.size < 20) throw new Error(`24 seeds gave only ${seen.size} different 12x12 mazes: is the rng used?`);
  });

  add('mazes of different seeds differ in a large share of their passages', () => {
    checkSeedShare(gen, opts.options, opts.minSeedShare ?? MIN_SEED_SHARE);
  });
  add('every turn is drawn from the rng (changing the draws after the first changes the maze)', () => {
    checkEveryTurnDrawn(gen, opts.options);
  });
  if (gen.options.length > 0) {
    add('every declared option changes some maze when set', () => {
      checkOptionsRead(gen, opts.options, opts.optionValues);
    });
  }
  if (gen.uniform) {
    add('uniform: true holds (chi-square over every spanning tree of small boards)', () => {
      checkUniformClaim(gen, opts.options);
    });
  }
  if (opts.deadEnds !== undefined) {
    const declared = opts.deadEnds;
    add(`leaves the declared ${(100 * declared).toFixed(1)} % of dead ends on 100x100 boards`, () => {
      checkDeadEndShare(gen, opts.options, declared);
    });
  }
  add('work grows about linearly with the board (grid calls and array scans counted, not timed)', () => {
    checkWorkGrowth(gen, opts.options);
  });
  // Masked boards: carved perfect by generators of any topology, refused in one line by the others.
  for (const check of shapeConformanceChecks(gen, { shapes: conformanceShapes, ...(opts.options === undefined ? {} : { options: opts.options }) })) checks.push(check);

  add('tracer events agree with the final maze, and cost no randomness', () => {
    const at = (w: number, h: number, l: number) => () => new OrthogonalGrid(w, h, l);
    traceCheck(gen, at(1, 1, 1), 't', opts);
    traceCheck(gen, at(9, 7, 1), 't', opts);
    traceCheck(gen, at(20, 20, 1), 'trace', opts);
    traceCheck(gen, at(1, 13, 1), 'trace', opts);
    traceCheck(gen, at(33, 2, 1), 'trace', opts);
    if (gen.multiLevel) traceCheck(gen, at(5, 4, 3), 'trace', opts);
  });

  const large = opts.largeSide ?? LARGE;
  if (!Number.isInteger(large) || large * large <= 5000) {
    throw new Error(`@mazekit/testkit: largeSide must be an integer whose square is more than 5000 (72 or more), got ${String(large)}`);
  }
  add(`carves a ${made} ${large}x${large} maze, the same from a plain () => number rng, with or without a tracer`, () => {
    // Bugs that show only past a few thousand cells (a word of random bits running out, a
    // buffer refilled, a padded index overflowing) need one large maze; it takes milliseconds.
    const make = (): OrthogonalGrid => new OrthogonalGrid(large, large);
    const grid = make();
    const counted = countingRng('large', true);
    keep(grid, gen.carve(grid, counted.rng, opts.options));
    assertKept(gen, grid, `${large}x${large} seed large`);
    sameFromPlainRng(gen, make, 'large', opts, grid, counted.draws());
    const traced = make();
    const tracedRng = countingRng('large', true);
    let events = 0;
    const count = (): void => void events++;
    keep(traced, gen.carve(traced, tracedRng.rng, opts.options, { visit: count, carve: count, wall: count, head: count, backtrack: count, extend: count, erase: count, join: count, frontier: count }));
    if (!sameMaze(grid, traced)) throw new Error(`${large}x${large}: carving with a tracer gave a different maze than without one`);
    if (tracedRng.draws() !== counted.draws()) throw new Error(`${large}x${large}: carving with a tracer took ${tracedRng.draws()} random draws, without one ${counted.draws()}`);
    if (events === 0) throw new Error(`${large}x${large}: the generator reported no events at all`);
  });

  add('refuses bad input with one-line errors', () => {
    const used = new OrthogonalGrid(3, 3);
    used.link(0, 2);
    expectRefusal(() => gen.carve(used, createRng('x'), opts.options), 'a grid with passages', /passages/);
    expectRefusal(
      () => gen.carve(new OrthogonalGrid(3, 3), createRng('x'), { ...opts.options, notAnOption: 1 }),
      'an unknown option',
      /notAnOption/,
    );
    if (!gen.topologies.includes('*')) {
      expectRefusal(() => gen.carve(new HexTestGrid(3, 3), createRng('x'), opts.options), 'a hex grid', /hex-test/);
    }
  });

  if (gen.topologies.includes('*') && opts.sameOnGenericGrid !== false) {
    add('carves the same maze through the plain Grid interface as on an OrthogonalGrid', () => {
      // A generator may take a hand-tuned path on OrthogonalGrid; it must draw the same maze.
      for (const [w, h, l] of [[1, 5, 1], [7, 1, 1], [13, 9, 1], [40, 30, 1], ...(gen.multiLevel ? [[6, 5, 4]] : [])] as const) {
        for (const seed of ['a', 'b', 'c']) {
          const fast = carve(gen, w, h, l, seed, opts);
          const plain = new OrthogonalGrid(w, h, l);
          gen.carve(genericView(plain), createRng(seed), opts.options);
          if (!sameCells(fast, plain)) throw new Error(`${w}x${h}x${l} seed ${seed}: the Grid-interface maze differs from the OrthogonalGrid one`);
        }
      }
    });
  }
  if (gen.topologies.includes('*')) {
    add('carves any topology through the Grid interface (hex test grid)', () => {
      for (const [w, h] of [[1, 1], [3, 3], [7, 5], [12, 12]] as const) {
        const grid = new HexTestGrid(w, h);
        assertPromise(gen, grid, gen.carve(grid, createRng('hex'), opts.options), `hex ${w}x${h}`);
        traceCheck(gen, () => new HexTestGrid(w, h), 'hex', opts);
      }
    });
  }

  return checks;
}

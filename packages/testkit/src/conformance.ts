import {
  type Generator,
  type GeneratorOptions,
  type Grid,
  OrthogonalGrid,
  type Tracer,
  createRng,
  isMazekitError,
} from '@mazekit/core';
import fc from 'fast-check';
import { genericView } from './generic-view.js';
import { HexTestGrid } from './hex-grid.js';
import { assertPerfect } from './perfect.js';

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
}

/** One named check: `run` throws an Error saying what is wrong. */
export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => void;
}

const FLAT_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 1], [1, 2], [2, 1], [1, 17], [23, 1], [2, 2], [3, 3], [4, 4], [5, 8], [8, 5], [16, 16], [31, 17], [64, 64],
];
const LEVEL_SIZES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 2], [1, 1, 5], [2, 2, 2], [3, 3, 3], [5, 4, 3], [10, 10, 4], [1, 7, 3],
];

function carve(gen: Generator, w: number, h: number, l: number, seed: string, opts: ConformanceOptions, tracer?: Tracer): OrthogonalGrid {
  const grid = new OrthogonalGrid(w, h, l);
  gen.carve(grid, createRng(seed), opts.options, tracer);
  return grid;
}

function sameCells(a: Grid, b: Grid): boolean {
  if (a.size !== b.size) return false;
  for (let i = 0; i < a.size; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
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

/** Replays a trace, collecting what a view would need to draw it, and checks it against the result. */
function traceCheck(gen: Generator, w: number, h: number, l: number, seed: string, opts: ConformanceOptions): void {
  const plain = carve(gen, w, h, l, seed, opts);
  const replay = new OrthogonalGrid(w, h, l);
  const visited = new Uint8Array(replay.size);
  let visits = 0;
  let events = 0;
  const inRange = (c: number, event: string): void => {
    if (!Number.isInteger(c) || c < 0 || c >= replay.size) throw new Error(`trace: ${event} names cell ${c}, not a cell of the grid`);
  };
  const edge = (a: number, b: number, event: string): number => {
    inRange(a, event);
    inRange(b, event);
    const d = replay.directionTo(a, b);
    if (d < 0) throw new Error(`trace: ${event}(${a}, ${b}) joins cells that are not neighbours`);
    return d;
  };
  const tracer: Tracer = {
    visit(c) {
      events++;
      inRange(c, 'visit');
      if (visited[c]) throw new Error(`trace: cell ${c} visited twice`);
      visited[c] = 1;
      visits++;
    },
    carve(a, b) {
      events++;
      const d = edge(a, b, 'carve');
      if (replay.isOpen(a, d)) throw new Error(`trace: carve(${a}, ${b}) opens a passage that is already open`);
      replay.link(a, d);
    },
    wall(a, b) {
      events++;
      const d = edge(a, b, 'wall');
      replay.unlink(a, d);
    },
    head(c) {
      events++;
      inRange(c, 'head');
    },
    backtrack(c) {
      events++;
      inRange(c, 'backtrack');
    },
    extend(c) {
      events++;
      inRange(c, 'extend');
    },
    erase(cells) {
      events++;
      cells.forEach((c) => inRange(c, 'erase'));
    },
    join(cells) {
      events++;
      cells.forEach((c) => inRange(c, 'join'));
    },
    frontier(c) {
      events++;
      inRange(c, 'frontier');
    },
  };
  const traced = carve(gen, w, h, l, seed, opts, tracer);
  if (!sameCells(plain, traced)) throw new Error('trace: carving with a tracer gave a different maze than without one');
  if (!sameCells(replay, traced)) throw new Error('trace: replaying the carve/wall events does not give the final maze');
  if (visits > 0 && visits !== replay.size) throw new Error(`trace: ${visits} cells visited, but the maze has ${replay.size}`);
  if (replay.size > 1 && events === 0) throw new Error('trace: the generator reported no events at all');
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
  });

  for (const [w, h] of FLAT_SIZES) {
    add(`carves a perfect ${w}x${h} maze`, () => {
      for (const seed of ['a', 'b', '7']) assertPerfect(carve(gen, w, h, 1, seed, opts), `${w}x${h} seed ${seed}`);
    });
  }

  if (gen.multiLevel) {
    for (const [w, h, l] of LEVEL_SIZES) {
      add(`carves a perfect ${w}x${h}x${l} multi-level maze`, () => {
        for (const seed of ['a', 'b', '7']) {
          const grid = carve(gen, w, h, l, seed, opts);
          assertPerfect(grid, `${w}x${h}x${l} seed ${seed}`);
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

  add('carves perfect mazes of random sizes (fast-check)', () => {
    const maxSide = opts.maxSide ?? 40;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxSide }),
        fc.integer({ min: 1, max: maxSide }),
        fc.integer({ min: 1, max: gen.multiLevel ? 4 : 1 }),
        fc.string({ maxLength: 12 }),
        (w, h, l, seed) => {
          assertPerfect(carve(gen, w, h, l, seed, opts), `${w}x${h}x${l} seed ${JSON.stringify(seed)}`);
        },
      ),
      { numRuns: opts.numRuns ?? 60, seed: 20261130, includeErrorInReport: true },
    );
  });

  add('same seed gives the same maze', () => {
    for (const [w, h, l] of [[1, 9, 1], [12, 7, 1], [40, 40, 1], ...(gen.multiLevel ? [[6, 5, 3]] : [])] as const) {
      for (const seed of ['same', '', '12345', 'ünï©ødé']) {
        if (!sameCells(carve(gen, w, h, l, seed, opts), carve(gen, w, h, l, seed, opts))) {
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

  add('tracer events agree with the final maze, and cost no randomness', () => {
    traceCheck(gen, 1, 1, 1, 't', opts);
    traceCheck(gen, 9, 7, 1, 't', opts);
    traceCheck(gen, 20, 20, 1, 'trace', opts);
    if (gen.multiLevel) traceCheck(gen, 5, 4, 3, 'trace', opts);
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
        gen.carve(grid, createRng('hex'), opts.options);
        assertPerfect(grid, `hex ${w}x${h}`);
      }
    });
  }

  return checks;
}

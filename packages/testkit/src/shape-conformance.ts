import {
  type Generator,
  type GeneratorOptions,
  type Grid,
  type Shape,
  type Tracer,
  createRng,
  isMazekitError,
  maskGrid,
} from '@mazekit/core';
import { describe, it } from 'vitest';
import type { ConformanceCheck } from './check.js';
import { assertPerfect } from './perfect.js';
import { conformanceShapes, shapeParams } from './shapes.js';

/** Tuning for {@link shapeConformanceChecks}. */
export interface ShapeConformanceOptions {
  /** Options passed to every carve. */
  readonly options?: GeneratorOptions;
  /** The shapes to try; default {@link conformanceShapes}. */
  readonly shapes?: readonly Shape[];
}

const SIDES = [1, 2, 3, 5, 9, 16];

function sameCells(a: Grid, b: Grid): boolean {
  if (a.size !== b.size) return false;
  for (let i = 0; i < a.size; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/**
 * A masked grid of `shape`: about a quarter of the cells of a `side`-sided grid switched off
 * at random (seeded), the largest connected region kept, so masks with holes and ragged
 * edges are carved on every shape.
 */
export function maskedShapeGrid(shape: Shape, side: number, levels = 1, seed = 'mask'): Grid {
  const base = shape.create(shapeParams(shape, side, levels));
  const rng = createRng(seed);
  const on = new Uint8Array(base.size);
  for (let c = 0; c < on.length; c++) on[c] = rng() < 0.75 ? 1 : 0;
  on[0] = 1;
  return maskGrid(base, on, { keepLargest: true });
}

/** Carves with a tracer and checks its events against the result, as the orthogonal suite does. */
function traceAgrees(gen: Generator, make: () => Grid, seed: string, options: GeneratorOptions | undefined, label: string): void {
  const plain = make();
  gen.carve(plain, createRng(seed), options);
  const traced = make();
  // The replay copy is taken from the grid being carved at its first event, so that what the
  // grid settles when carving starts (a weave grid's crossings) is the same on both.
  let copy: Grid | undefined;
  const grid = (): Grid => {
    if (!copy) {
      copy = traced.clone();
      copy.cells.fill(0);
    }
    return copy;
  };
  const visited = new Uint8Array(traced.size);
  let visits = 0;
  const inRange = (c: number, event: string): void => {
    if (!Number.isInteger(c) || c < 0 || c >= traced.size) throw new Error(`${label}: trace ${event} names cell ${c}, not a cell of the grid`);
  };
  const edge = (a: number, b: number, event: string): number => {
    inRange(a, event);
    inRange(b, event);
    const d = grid().directionTo(a, b);
    if (d < 0) throw new Error(`${label}: trace ${event}(${a}, ${b}) joins cells that are not neighbours`);
    return d;
  };
  const tracer: Tracer = {
    visit(c) {
      inRange(c, 'visit');
      if (visited[c]) throw new Error(`${label}: trace visits cell ${c} twice`);
      visited[c] = 1;
      visits++;
    },
    carve(a, b) {
      const d = edge(a, b, 'carve');
      if (grid().isOpen(a, d)) throw new Error(`${label}: trace carve(${a}, ${b}) opens a passage that is already open`);
      grid().link(a, d);
    },
    wall(a, b) {
      grid().unlink(a, edge(a, b, 'wall'));
    },
    head: (c) => inRange(c, 'head'),
    backtrack: (c) => inRange(c, 'backtrack'),
    extend: (c) => inRange(c, 'extend'),
    frontier: (c) => inRange(c, 'frontier'),
    erase: (cells) => cells.forEach((c) => inRange(c, 'erase')),
    join: (cells) => cells.forEach((c) => inRange(c, 'join')),
  };
  gen.carve(traced, createRng(seed), options, tracer);
  if (!sameCells(plain, traced)) throw new Error(`${label}: carving with a tracer gave a different maze than without one`);
  if (!sameCells(grid(), traced)) throw new Error(`${label}: replaying the carve/wall events does not give the final maze`);
  if (visits > 0 && visits !== traced.size) throw new Error(`${label}: ${visits} cells visited, but the maze has ${traced.size}`);
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
 * Registers {@link shapeConformanceChecks} as vitest tests for each of `generators` on
 * `shapes`: what a shape package runs to prove every generator carves it.
 */
export function runShapeConformance(shapes: readonly Shape[], generators: readonly Generator[], opts: { options?: GeneratorOptions } = {}): void {
  for (const gen of generators) {
    describe(`${gen.id} on ${shapes.map((s) => s.topology).join(', ')}`, () => {
      for (const check of shapeConformanceChecks(gen, { ...opts, shapes })) it(check.name, check.run, 60_000);
    });
  }
}

/**
 * The shape part of the conformance suite: a generator claiming any topology (`'*'`) must
 * carve perfect mazes on every shape of {@link conformanceShapes} — small and odd sizes,
 * multi-level where both it and the shape allow, masked — the same for the same seed, with
 * trace events that agree with the result. A generator claiming only some topologies must
 * refuse the others, and masked grids, with one line.
 */
export function shapeConformanceChecks(gen: Generator, opts: ShapeConformanceOptions = {}): ConformanceCheck[] {
  const checks: ConformanceCheck[] = [];
  const add = (name: string, run: () => void): void => void checks.push({ name, run });
  const options = opts.options;
  const any = gen.topologies.includes('*');
  for (const shape of opts.shapes ?? conformanceShapes) {
    const t = shape.topology;
    const claims = any || gen.topologies.includes(t);
    if (!claims) {
      add(`refuses ${t} grids with one line`, () => {
        expectRefusal(() => gen.carve(shape.create(shapeParams(shape, 4)), createRng('x'), options), `a ${t} grid`, new RegExp(t));
      });
      continue;
    }
    if (!any) {
      add(`refuses masked ${t} grids with one line`, () => {
        expectRefusal(() => gen.carve(maskedShapeGrid(shape, 6), createRng('x'), options), `a masked ${t} grid`, /mask/);
      });
    } else {
      add(`carves perfect masked ${t} mazes, traced consistently`, () => {
        for (const side of [3, 9, 16]) {
          for (const seed of ['a', 'b']) {
            const grid = maskedShapeGrid(shape, side, 1, `mask-${seed}`);
            gen.carve(grid, createRng(seed), options);
            assertPerfect(grid, `masked ${t} side ${side} seed ${seed}`);
          }
        }
        traceAgrees(gen, () => maskedShapeGrid(shape, 9), 'trace', options, `masked ${t}`);
        if (gen.multiLevel && shape.multiLevel) {
          const grid = maskedShapeGrid(shape, 6, 3);
          gen.carve(grid, createRng('levels'), options);
          assertPerfect(grid, `masked ${t} on 3 levels`);
        }
      });
    }
    if (t === 'orthogonal') continue; // the main suite covers whole orthogonal grids
    add(`carves perfect ${t} mazes of every small size`, () => {
      for (const side of SIDES) {
        for (const seed of ['a', 'b', '7']) {
          const grid = shape.create(shapeParams(shape, side));
          gen.carve(grid, createRng(seed), options);
          assertPerfect(grid, `${t} side ${side} seed ${seed}`);
        }
      }
    });
    add(`same seed gives the same ${t} maze; the tracer agrees with it`, () => {
      for (const seed of ['same', '', 'ünï']) {
        const a = shape.create(shapeParams(shape, 12));
        const b = shape.create(shapeParams(shape, 12));
        gen.carve(a, createRng(seed), options);
        gen.carve(b, createRng(seed), options);
        if (!sameCells(a, b)) throw new Error(`${t}: seed ${JSON.stringify(seed)} gave two different mazes`);
      }
      traceAgrees(gen, () => shape.create(shapeParams(shape, 1)), 't', options, `${t} side 1`);
      traceAgrees(gen, () => shape.create(shapeParams(shape, 10)), 'trace', options, `${t} side 10`);
    });
    if (shape.multiLevel) {
      if (gen.multiLevel) {
        add(`carves perfect multi-level ${t} mazes`, () => {
          for (const [side, levels] of [[1, 2], [2, 3], [5, 4]] as const) {
            const grid = shape.create(shapeParams(shape, side, levels));
            gen.carve(grid, createRng(`levels-${side}`), options);
            assertPerfect(grid, `${t} side ${side} on ${levels} levels`);
          }
          traceAgrees(gen, () => shape.create(shapeParams(shape, 4, 3)), 'trace', options, `${t} on 3 levels`);
        });
      } else {
        add(`refuses multi-level ${t} grids with one line`, () => {
          expectRefusal(() => gen.carve(shape.create(shapeParams(shape, 3, 2)), createRng('x'), options), `a ${t} grid of 2 levels`, /level/);
        });
      }
    }
  }
  return checks;
}

import { type Generator, OrthogonalGrid, createRng } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { type ConformanceOptions, ReplayTracer, conformanceChecks, runConformance } from '../src/index.js';
import {
  bulkOvershoot,
  claimsUniform,
  drawsWhenTracing,
  fixedTurns,
  goodDfs,
  goodRewire,
  ignoresMask,
  loopForAMoment,
  loopWhenLarge,
  offByOne,
  rescansBoard,
  searchesVisited,
  staleHead,
  unreadOption,
} from './broken.js';

/** Every check that fails, as `name: message`. */
function failures(gen: Generator, largeSide?: number, more: ConformanceOptions = {}): string[] {
  const out: string[] = [];
  for (const check of conformanceChecks(gen, { numRuns: 10, ...more, ...(largeSide === undefined ? {} : { largeSide }) })) {
    try {
      check.run();
    } catch (error) {
      out.push(`${check.name}: ${(error as Error).message}`);
    }
  }
  return out;
}

runConformance(goodDfs, { numRuns: 10 });
runConformance(goodRewire, { numRuns: 10 });

describe('the conformance suite has teeth', () => {
  it('passes a correct generator, and one that rewires closing before opening', () => {
    expect(failures(goodDfs)).toEqual([]);
    expect(failures(goodRewire)).toEqual([]);
  });

  it('catches trace events that show a loop for a moment (a carve before the wall it replaces)', () => {
    const f = failures(loopForAMoment);
    // On the orthogonal grids and on the hex test grid: nothing else fails.
    expect(f.map((m) => m.slice(0, m.indexOf(':')))).toEqual(['tracer events agree with the final maze, and cost no randomness', 'carves any topology through the Grid interface (hex test grid)']);
    for (const m of f) expect(m).toMatch(/trace: event \d+, carve\(\d+, \d+\) closes a loop: the two cells were already connected/);
  });

  it('catches a head event one step stale', () => {
    const f = failures(staleHead);
    expect(f.map((m) => m.slice(0, m.indexOf(':')))).toEqual(['tracer events agree with the final maze, and cost no randomness', 'carves any topology through the Grid interface (hex test grid)']);
    for (const m of f) expect(m).toMatch(/carve\(\d+, \d+\) follows head\(\d+\) but does not touch that cell/);
  });

  it('catches a random draw taken only when tracing, though the maze is the same', () => {
    const f = failures(drawsWhenTracing);
    expect(f.length).toBeGreaterThan(0);
    expect(f.every((m) => /with a tracer took (\d+) random draws, without one (\d+)/.test(m))).toBe(true);
    expect(f.some((m) => m.startsWith('tracer events agree'))).toBe(true);
  });

  it('catches a loop that appears only above 5 000 cells', () => {
    const f = failures(loopWhenLarge);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatch(/^carves a perfect 256x256 maze.*: 256x256 seed large is not perfect: .*has loops/);
  });

  it('keeps the large maze past 5 000 cells', () => {
    expect(() => conformanceChecks(loopWhenLarge, { largeSide: 70 })).toThrow(/largeSide must be an integer whose square is more than 5000 \(72 or more\), got 70/);
    const f = failures(loopWhenLarge, 72);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatch(/^carves a perfect 72x72 maze.*has loops/);
  });

  it('catches bulk draws that are not exactly the draws they replace', () => {
    const f = failures(bulkOvershoot);
    expect(f.length).toBeGreaterThan(0);
    expect(f.some((m) => /a plain \(\) => number rng gave \d+ draws, core's rng with its bulk draws \d+/.test(m))).toBe(true);
  });
});

/** The names of the checks that fail. */
const failing = (gen: Generator, more: ConformanceOptions = {}): string[] => failures(gen, undefined, more).map((m) => m.slice(0, m.indexOf(':')));

describe('the conformance suite has teeth: round three', () => {
  it('passes the correct generator with its dead-end share declared', () => {
    expect(failures(goodDfs, undefined, { deadEnds: 0.1 })).toEqual([]);
  });

  it('catches uniform: true on a biased generator', () => {
    const f = failures(claimsUniform);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatch(/^uniform: true holds .*: uniform: true, but on orthogonal 3x3 9600 mazes gave \d+ of its 192 spanning trees, .* not uniform$/);
  });

  it('catches a generator that ignores a mask and carves the whole board', () => {
    const f = failures(ignoresMask);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatch(/^carves perfect masked orthogonal mazes, traced consistently: masked orthogonal side 3 seed a is not perfect/);
  });

  it('catches an option declared but never read', () => {
    const f = failures(unreadOption);
    expect(f).toEqual([expect.stringMatching(/^every declared option changes some maze when set: option bias is declared but never read: none of 1, 0\.25, 0 changes a 12x12 maze/)]);
  });

  // The quadratic generators run only the work check: the rest of the suite carves 256 x 256,
  // which takes them minutes, and that is the point.
  const workCheck = (gen: Generator): string[] => {
    const check = conformanceChecks(gen).find((c) => c.name.startsWith('work grows'))!;
    try {
      check.run();
      return [];
    } catch (error) {
      return [`${check.name}: ${(error as Error).message}`];
    }
  };

  it('passes the correct generator on the work check', () => {
    expect(workCheck(goodDfs)).toEqual([]);
  });

  it('catches quadratic work through the grid (a rescan of the board at every dead end), without timing', () => {
    const f = workCheck(rescansBoard);
    expect(f).toEqual([expect.stringMatching(/^work grows about linearly .*: work on an OrthogonalGrid grows more than 64-fold from 24x24 to 96x96 \(16 times the cells\): \d+ grid calls and array elements scanned, then more than \d+ \(the carve was stopped there\)/)]);
  });

  it('catches quadratic work in an array search (Array.includes over the visited cells), without timing', () => {
    const f = workCheck(searchesVisited);
    expect(f).toEqual([expect.stringMatching(/^work grows about linearly .*: work on an OrthogonalGrid grows more than 64-fold/)]);
  });

  it('catches a seed that picks only the start cell, every turn from a fixed stream', () => {
    expect(failing(fixedTurns)).toEqual(['every turn is drawn from the rng (changing the draws after the first changes the maze)']);
    expect(failures(fixedTurns)[0]).toMatch(/two rngs that agree only on their first draw gave the same 20x20 maze/);
  });

  it('catches mazes of different seeds that share most of their passages', () => {
    // The same generator, held to a bar it cannot meet: the check compares passage by passage.
    const f = failures(goodDfs, undefined, { minSeedShare: 0.9 });
    expect(f).toEqual([expect.stringMatching(/^mazes of different seeds differ .*: on average only 4\d\.\d % of the passages .* \(at least 90\.0 % expected\)/)]);
  });

  it('catches a biased-but-perfect off-by-one choice against the declared dead-end share', () => {
    // A depth-first carver's published 9.9 %; never taking the last open direction gives far
    // fewer (its corridors also run alike from seed to seed, which the seed check sees too).
    const f = failures(offByOne, undefined, { deadEnds: 0.099 });
    expect(failing(offByOne, { deadEnds: 0.099 })).toEqual(['mazes of different seeds differ in a large share of their passages', 'leaves the declared 9.9 % of dead ends on 100x100 boards']);
    expect(f[1]).toEqual(expect.stringMatching(/^leaves the declared 9\.9 % of dead ends on 100x100 boards: dead ends: 1\.\d\d % of the cells of 10 mazes of 100x100, but the generator declares 9\.90 %/));
  });
});

describe('ReplayTracer', () => {
  it('for walls generators: refuses a carve after a wall, a wall that cuts the maze in two, and a field not connected', () => {
    const shape = new OrthogonalGrid(2, 2);
    const open = (t: ReplayTracer): void => {
      t.carve(0, 1);
      t.carve(0, 2);
      t.carve(1, 3);
      t.carve(2, 3);
    };
    const late = new ReplayTracer(shape, 'walls');
    open(late);
    late.wall(0, 1);
    expect(() => late.carve(0, 1)).toThrow(/carve\(0, 1\) comes after a wall/);
    const cut = new ReplayTracer(shape, 'walls');
    open(cut);
    cut.wall(0, 1);
    expect(() => cut.wall(0, 2)).toThrow(/wall\(0, 2\) cuts the maze in two/);
    const partial = new ReplayTracer(shape, 'walls');
    partial.carve(0, 1);
    partial.carve(2, 3);
    expect(() => partial.wall(0, 1)).toThrow(/only 2 of 4 cells are reachable once the carving is over/);
    expect(() => new ReplayTracer(shape, 'forest').wall(0, 1)).toThrow(/wall\(0, 1\) closes a passage that is not open/);
  });

  it('replays a recorded maze and tells an honest head from a stale one', () => {
    const t = new ReplayTracer(new OrthogonalGrid(3, 1), 'forest');
    t.head(0);
    t.visit(1);
    t.carve(0, 1);
    t.head(0);
    expect(() => t.carve(1, 2)).toThrow(/follows head\(0\)/);
    expect(createRng('x')).toBeTypeOf('function');
  });
});

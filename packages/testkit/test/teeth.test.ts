import { type Generator, OrthogonalGrid, createRng } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { ReplayTracer, conformanceChecks, runConformance } from '../src/index.js';
import { bulkOvershoot, drawsWhenTracing, goodDfs, goodRewire, loopForAMoment, loopWhenLarge, staleHead } from './broken.js';

/** Every check that fails, as `name: message`. */
function failures(gen: Generator, largeSide?: number): string[] {
  const out: string[] = [];
  for (const check of conformanceChecks(gen, { numRuns: 10, ...(largeSide === undefined ? {} : { largeSide }) })) {
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

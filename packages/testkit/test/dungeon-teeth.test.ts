import { OrthogonalGrid, defineGenerator, type Generator } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { ReplayTracer, conformanceChecks, disconnection, runConformance } from '../src/index.js';
import { fillAsCarves, goodDungeon, noDoor, unlistedDoor, wallInRoom } from './dungeons.js';

function failures(gen: Generator): string[] {
  const out: string[] = [];
  for (const check of conformanceChecks(gen, { numRuns: 10, largeSide: 72 })) {
    try {
      check.run();
    } catch (error) {
      out.push(`${check.name}: ${(error as Error).message}`);
    }
  }
  return out;
}

runConformance(goodDungeon, { numRuns: 10, largeSide: 72 });

describe('the conformance suite holds dungeons to their promise', () => {
  it('names the checks of a connected generator for what it promises', () => {
    const names = conformanceChecks(goodDungeon).map((c) => c.name);
    expect(names).toContain('carves a connected 16x16 maze');
    expect(names.some((n) => n.includes('perfect'))).toBe(false);
  });

  it('catches a wall inside a room', () => {
    const f = failures(wallInRoom);
    expect(f.length).toBeGreaterThan(3);
    expect(f.some((m) => /is not a connected dungeon: layout rule room-open: rooms\[0\] .* has a wall inside/.test(m))).toBe(true);
  });

  it('catches a door the layout does not list', () => {
    expect(failures(unlistedDoor).some((m) => /layout rule door-missing/.test(m))).toBe(true);
  });

  it('catches a room nobody can reach', () => {
    expect(failures(noDoor).some((m) => /open cell \d+ cannot be reached from cell \d+/.test(m))).toBe(true);
  });

  it('catches a fill traced as carves', () => {
    const f = failures(fillAsCarves);
    expect(f.some((m) => m.startsWith('tracer events agree') && /opens a passage that is already open|closes a loop|does not give the final maze/.test(m))).toBe(true);
  });

  it('refuses a fill trace from a generator that promises perfect mazes', () => {
    const wrong = defineGenerator({ ...goodDungeon, promise: 'perfect', id: 'wrong-promise', carve: () => undefined });
    expect(failures(wrong)[0]).toMatch(/^has metadata: a fill trace leaves rock behind/);
  });

  it('holds a perfect generator that returns a layout to account', () => {
    const grid = new OrthogonalGrid(1, 1);
    const liar = defineGenerator({ ...goodDungeon, promise: undefined, traceKind: undefined, id: 'liar' });
    expect(failures(liar).some((m) => /a perfect generator returned a layout/.test(m))).toBe(true);
    expect(disconnection(grid)).toBeUndefined();
  });
});

describe('ReplayTracer for fill generators', () => {
  it('lets a wall fill a dead end to rock, but not cut the open cells in two', () => {
    const shape = new OrthogonalGrid(3, 1);
    const t = new ReplayTracer(shape, 'fill');
    t.carve(0, 1);
    t.carve(1, 2);
    t.wall(1, 2); // cell 2 is rock now
    expect(() => t.carve(1, 2)).toThrow(/comes after a wall: a fill generator opens passages first/);
    const cut2 = new ReplayTracer(new OrthogonalGrid(4, 1), 'fill');
    cut2.carve(0, 1);
    cut2.carve(1, 2);
    cut2.carve(2, 3);
    expect(() => cut2.wall(1, 2)).toThrow(/wall\(1, 2\) cuts the maze in two/);
  });
});

import { createRng, stringifyMaze } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { ReplayTracer, assertPerfect, installedGenerators, runShapeConformance } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { EAST_WEST, NORTH_SOUTH, WeaveGrid, shape } from '../src/index.js';
import { judge } from './reader.js';

// Every generator this package lists (package.json, where `pnpm new:generator` adds each new
// one): graph generators carve weave grids (small and odd sizes, crossings at density 1,
// traced); row-based ones (sidewinder, Eller's) refuse them with one line.
const generators = await installedGenerators(new URL('../package.json', import.meta.url));
runShapeConformance([shape], generators);
const graphGenerators = generators.filter((g) => g.topologies.includes('*'));

/** A 9 × 7 board with crossings packed as tightly as carving allows, both ways. */
function packed(): WeaveGrid {
  return new WeaveGrid(9, 7)
    .addCrossing(10, NORTH_SOUTH)
    .addCrossing(13, EAST_WEST)
    .addCrossing(16, NORTH_SOUTH)
    .addCrossing(29, EAST_WEST)
    .addCrossing(32, NORTH_SOUTH)
    .addCrossing(46, NORTH_SOUTH)
    .addCrossing(49, EAST_WEST)
    .addCrossing(52, NORTH_SOUTH);
}

describe.each(graphGenerators.map((g) => [g.id, g] as const))('%s on weave grids', (_id, gen) => {
  it('carves perfect mazes whose crossings are straight both ways, as an independent reader judges', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const grid = packed();
      gen.carve(grid, createRng(seed));
      assertPerfect(grid, `packed seed ${seed}`);
      expect(judge(stringifyMaze({ grid, generator: gen.id, seed }))).toBeUndefined();
    }
    for (const [w, h, density] of [[3, 3, 1], [4, 9, 0.7], [31, 17, 0.4], [40, 40, 1]] as const) {
      const grid = shape.create({ width: w, height: h, crossings: density });
      gen.carve(grid, createRng(`${w}x${h}`));
      expect(judge(stringifyMaze({ grid, generator: gen.id, seed: 's' }))).toBeUndefined();
      if (w * h > 9) expect(grid.crossings().length).toBeGreaterThan(0);
    }
  });

  it('reports a trace that replays to the maze, fixed corridors first', () => {
    const grid = packed();
    const replay = new ReplayTracer(grid, gen.traceKind ?? 'forest');
    const first: [number, number][] = [];
    gen.carve(grid, createRng('trace'), undefined, {
      carve: (a, b) => {
        if (first.length < 3) first.push([a, b]);
        replay.carve(a, b);
      },
      wall: (a, b) => replay.wall(a, b),
      visit: (c) => replay.visit(c),
      head: (c) => replay.head(c),
      backtrack: (c) => replay.backtrack(c),
      extend: (c) => replay.extend(c),
      erase: (cs) => replay.erase(cs),
      join: (cs) => replay.join(cs),
      frontier: (c) => replay.frontier(c),
    });
    expect(Array.from(replay.grid.cells)).toEqual(Array.from(grid.cells));
    if (replay.visits > 0) expect(replay.visits).toBe(grid.size);
    // Crossing 10 runs north-south on top: 1 - 10, 10 - 19, then 9 - 11 beneath it.
    expect(first).toEqual([[1, 10], [10, 19], [9, 11]]);
  });

  it('carves the same maze with and without a tracer, and from the same seed', () => {
    const a = shape.create({ width: 15, height: 12, crossings: 0.6 });
    const b = shape.create({ width: 15, height: 12, crossings: 0.6 });
    gen.carve(a, createRng('same'));
    gen.carve(b, createRng('same'), undefined, { carve: () => {}, visit: () => {}, head: () => {} });
    expect(Array.from(b.cells)).toEqual(Array.from(a.cells));
    expect(b.crossings()).toEqual(a.crossings());
  });
});

describe('carving refusals', () => {
  it('refuses crossings closer than 3 steps, naming both', () => {
    const grid = new WeaveGrid(6, 6).addCrossing(7, NORTH_SOUTH).addCrossing(14, EAST_WEST);
    expect(() => wilson.carve(grid, createRng('x'))).toThrow(
      '@mazekit/grid-weave: crossings cell 7 (col 1, row 1) and cell 14 (col 2, row 2) are less than 3 steps apart; a weave grid carves crossings at least 3 steps apart',
    );
  });
});

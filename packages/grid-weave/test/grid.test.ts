import { createRng, deadEnds, distances, isPerfect, longestPath, shortestPath } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { describe, expect, it } from 'vitest';
import { EAST, EAST_WEST, NORTH, NORTH_SOUTH, SOUTH, WEST, WeaveGrid, placeCrossings, shape } from '../src/index.js';

describe('WeaveGrid', () => {
  it('is a square board until crossings are added', () => {
    const g = new WeaveGrid(4, 3);
    expect([g.size, g.degree, g.levels, g.topology]).toEqual([12, 4, 1, 'weave']);
    expect([0, 1, 2, 3].map((d) => g.neighbor(5, d))).toEqual([1, 9, 6, 4]);
    expect([0, 1, 2, 3].map((d) => g.neighbor(0, d))).toEqual([-1, 4, 1, -1]);
    expect(g.carving(createRng('x'))).toBeUndefined();
  });

  it('steps under a crossing from its sides, and a crossing has no side passages', () => {
    const g = new WeaveGrid(5, 5).addCrossing(12, NORTH_SOUTH);
    expect([NORTH, SOUTH, EAST, WEST].map((d) => g.neighbor(12, d))).toEqual([7, 17, -1, -1]);
    expect(g.neighbor(11, EAST)).toBe(13);
    expect(g.neighbor(13, WEST)).toBe(11);
    expect(g.directionTo(11, 13)).toBe(EAST);
    expect(g.neighbor(7, SOUTH)).toBe(12);
    const h = new WeaveGrid(5, 5).addCrossing(12, EAST_WEST);
    expect([NORTH, SOUTH, EAST, WEST].map((d) => h.neighbor(12, d))).toEqual([-1, -1, 13, 11]);
    expect([h.neighbor(7, SOUTH), h.neighbor(17, NORTH)]).toEqual([17, 7]);
    expect(() => h.link(12, NORTH)).toThrow(/no neighbour/);
  });

  it('refuses crossings that break the rules, naming the cell', () => {
    const g = new WeaveGrid(6, 6);
    expect(() => g.addCrossing(3, NORTH_SOUTH)).toThrow('@mazekit/grid-weave: cell 3 (col 3, row 0) is on the edge of the board; a crossing needs a neighbour on every side');
    expect(() => g.addCrossing(36, NORTH_SOUTH)).toThrow(/from 0 to 35, got 36/);
    expect(() => g.addCrossing(7, 3)).toThrow(/axis must be 1 .* or 2/);
    g.addCrossing(14, NORTH_SOUTH);
    expect(() => g.addCrossing(14, EAST_WEST)).toThrow(/cell 14 \(col 2, row 2\) is a crossing already/);
    expect(() => g.addCrossing(15, NORTH_SOUTH)).toThrow(/cell 14 \(col 2, row 2\) is a crossing beside cell 15/);
    expect(() => g.addCrossing(13, EAST_WEST)).toThrow(/cell 13 \(col 1, row 2\) is beside crossing cell 14 \(col 2, row 2\), where its corridor beneath comes out/);
    // Along the corridor on top, a crossing may follow another the same way.
    expect(() => g.addCrossing(20, NORTH_SOUTH)).not.toThrow();
    expect(() => new WeaveGrid(6, 6, 1.5)).toThrow('@mazekit/grid-weave: crossings must be a number from 0 to 1, got 1.5');
  });

  it('places crossings from the rng at its density, inside and at least 3 steps apart', () => {
    const counts: number[] = [];
    for (const density of [0, 0.1, 0.4, 1]) {
      const g = new WeaveGrid(60, 40);
      placeCrossings(g, createRng('place'), density);
      const xs = g.crossings();
      counts.push(xs.length);
      let closest = Infinity;
      for (const x of xs) {
        expect([g.col(x) > 0, g.row(x) > 0, g.col(x) < 59, g.row(x) < 39]).toEqual([true, true, true, true]);
        for (const y of xs) if (y > x) closest = Math.min(closest, Math.abs(g.col(x) - g.col(y)) + Math.abs(g.row(x) - g.row(y)));
      }
      if (xs.length > 1) expect(closest).toBe(3);
    }
    expect(counts[0]).toBe(0);
    expect(counts[1]!).toBeLessThan(counts[2]!);
    expect(counts[2]!).toBeLessThan(counts[3]!);
    // At density 1 about one inner cell in six.
    expect(counts[3]! / (58 * 38)).toBeGreaterThan(0.15);
    expect(counts[3]! / (58 * 38)).toBeLessThan(0.19);
  });

  it('takes one rng draw per inner cell to place its crossings, then carves', () => {
    let draws = 0;
    const rng = createRng('draws');
    const counted = (): number => (draws++, rng());
    const g = shape.create({ width: 10, height: 7, crossings: 0.5 });
    const carving = g.carving(counted);
    expect(draws).toBe(8 * 5);
    expect(carving).toBeDefined();
    // Placed once: a second carving draws nothing more.
    g.carving(counted);
    expect(draws).toBe(40);
    expect(g.clone().crossings()).toEqual(g.crossings());
  });

  it('contracts each crossing into two vertices, with no parallel passages', () => {
    for (const seed of ['p', 'q', 'r']) {
      const g = shape.create({ width: 30, height: 20, crossings: 1 });
      const view = g.carving(createRng(seed))!.grid;
      expect(view.size).toBe(g.size - 3 * g.crossings().length);
      for (let v = 0; v < view.size; v++) {
        const seen = new Set<number>();
        for (let d = 0; d < view.degree; d++) {
          const u = view.neighbor(v, d);
          if (u < 0) continue;
          expect(seen.has(u)).toBe(false);
          seen.add(u);
          expect(view.neighbor(u, view.opposite(d))).toBe(v);
        }
      }
    }
  });
});

describe('analysis through the tunnels', () => {
  // A 5x3 board whose middle cell is a crossing, north-south on top: row 1 runs beneath it.
  function corridor(): WeaveGrid {
    const g = new WeaveGrid(5, 3).addCrossing(7, NORTH_SOUTH);
    wilson.carve(g, createRng('tunnel'));
    return g;
  }

  it('walks beneath a crossing: distances, shortest paths and the longest path use the tunnel', () => {
    const g = corridor();
    expect(isPerfect(g)).toBe(true);
    expect(g.cells[7]).toBe(3);
    const dist = distances(g, 6);
    expect(dist[8]).toBe(1);
    const path = shortestPath(g, 5, 9)!;
    // The route goes 6 -> 8 beneath crossing 7, never through it.
    const i = path.indexOf(6);
    expect(path[i + 1]).toBe(8);
    expect(path).not.toContain(7);
    expect(longestPath(g).length).toBeGreaterThan(1);
    expect(deadEnds(g)).not.toContain(7);
  });
});

import { PathBuilder, createRng, drawGridWalls, geometryOf, maskCells, maskGrid, parseTextMask, type PathContext } from '@mazekit/core';
import { carve } from './carve.js';
import { describe, expect, it } from 'vitest';
import { HexGeometry, HexGrid, shape } from '../src/index.js';

const key = (x: number, y: number): string => `${x.toFixed(9)},${y.toFixed(9)}`;

/** The segments drawn, each as its two ends sorted, coordinates rounded to 1e-9. */
function segments(draw: (ctx: PathContext) => void): string[] {
  const out: string[] = [];
  let at = '';
  draw({
    moveTo: (x, y) => void (at = key(x, y)),
    lineTo: (x, y) => {
      const to = key(x, y);
      out.push([at, to].sort().join(' '));
      at = to;
    },
  });
  return out;
}

describe('hex geometry', () => {
  const grid = new HexGrid(6, 5, 2);
  const geo = shape.geometry(grid);

  it('is found through the grid, and frames a floor', () => {
    expect(geometryOf(grid)).toBeInstanceOf(HexGeometry);
    expect(geo.width).toBe(6.5);
    expect(geo.height).toBeCloseTo(2 / Math.sqrt(3) + 4 * (Math.sqrt(3) / 2), 12);
    expect(new HexGeometry(new HexGrid(4, 1)).width).toBe(4);
    expect([geo.stair(6), geo.stair(7), geo.stair(0)]).toEqual([1, -1, 0]);
    expect(geo.level(grid.index(2, 3, 1))).toBe(1);
  });

  it('puts neighbouring centres exactly 1 apart, odd rows half a cell right', () => {
    expect(geo.center(0)).toEqual({ x: 0.5, y: 1 / Math.sqrt(3) });
    expect(geo.center(grid.index(0, 1)).x).toBe(1);
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 0 };
    for (let c = 0; c < grid.size; c++) {
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbor(c, d);
        if (n < 0) continue;
        geo.center(c, a);
        geo.center(n, b);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(1, 12);
      }
    }
  });

  it("draws adjacent cells' walls on the same segment, and each side of the outline once", () => {
    for (let c = 0; c < grid.size; c++) {
      const sides: string[] = [];
      for (let d = 0; d < grid.degree; d++) {
        const mine = segments((ctx) => geo.wall(c, d, ctx));
        if (geo.stair(d) !== 0) {
          expect(mine).toEqual([]);
          continue;
        }
        expect(mine).toHaveLength(1);
        sides.push(mine[0]!);
        const n = grid.neighbor(c, d);
        if (n >= 0) expect(segments((ctx) => geo.wall(n, d ^ 1, ctx))).toEqual(mine);
      }
      let first = '';
      const outline = segments((ctx) =>
        geo.outline(c, {
          moveTo: (x, y) => {
            first = key(x, y);
            ctx.moveTo(x, y);
          },
          lineTo: (x, y) => ctx.lineTo(x, y),
          closePath: () => {
            const [x, y] = first.split(',').map(Number);
            ctx.lineTo(x!, y!);
          },
        }),
      );
      expect(outline.sort()).toEqual(sides.sort());
    }
  });

  it('stays inside the floor frame', () => {
    const p = new PathBuilder(6);
    for (let c = 0; c < grid.plane; c++) geo.outline(c, p);
    const numbers = p.toString().match(/-?[\d.]+/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    const xs: number[] = [];
    const ys: number[] = [];
    for (let c = 0; c < grid.plane; c++) {
      geo.outline(c, { moveTo: (x, y) => void (xs.push(x), ys.push(y)), lineTo: (x, y) => void (xs.push(x), ys.push(y)) });
    }
    expect(Math.max(...xs)).toBeCloseTo(geo.width, 12);
    expect(Math.max(...ys)).toBeCloseTo(geo.height, 12);
    expect(Math.min(...xs)).toBeCloseTo(0, 12);
    expect(Math.min(...ys)).toBeCloseTo(0, 12);
  });

  it('draws a carved maze with 5 walls a cell plus the border, fewer for each passage', () => {
    const g = new HexGrid(7, 6);
    carve(g, createRng('hex'));
    const drawn = segments((ctx) => drawGridWalls(g, geometryOf(g), 0, ctx));
    // All sides: 6 per cell, shared ones counted once; minus one per passage (size - 1).
    const shared = (7 - 1) * 6 + (6 - 1) * (2 * 7 - 1);
    expect(drawn).toHaveLength(6 * g.size - shared - (g.size - 1));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('lays a text mask one character per hexagon', () => {
    const g = new HexGrid(4, 2);
    const masked = maskGrid(g, maskCells(g, parseTextMask('##..\n.###')));
    expect(Array.from(masked.toBase)).toEqual([0, 1, 5, 6, 7]);
    expect(geometryOf(masked).center(2)).toEqual(shape.geometry(g).center(5));
  });
});

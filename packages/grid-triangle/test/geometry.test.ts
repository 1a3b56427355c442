import { type PathContext, type ShapeGeometry, geometryOf } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT, TriangleGeometry, TriangleGrid, shape } from '../src/index.js';

const key = (x: number, y: number): string => `${x.toFixed(9)},${y.toFixed(9)}`;

/** The segments drawn, each as its two ends sorted, coordinates rounded to 1e-9. */
function segments(draw: (ctx: PathContext) => void): string[] {
  const out: string[] = [];
  let at = '';
  let first = '';
  draw({
    moveTo: (x, y) => void (first = at = key(x, y)),
    lineTo: (x, y) => {
      const to = key(x, y);
      out.push([at, to].sort().join(' '));
      at = to;
    },
    closePath: () => {
      out.push([at, first].sort().join(' '));
      at = first;
    },
  });
  return out;
}

/** Corners of a cell's outline, in order. */
function corners(geo: ShapeGeometry, cell: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  geo.outline(cell, { moveTo: (x, y) => void out.push([x, y]), lineTo: (x, y) => void out.push([x, y]) });
  return out;
}

function inside(p: { x: number; y: number }, [a, b, c]: Array<[number, number]>): boolean {
  const side = (u: [number, number], v: [number, number]): number => (v[0] - u[0]) * (p.y - u[1]) - (v[1] - u[1]) * (p.x - u[0]);
  const s1 = side(a!, b!);
  const s2 = side(b!, c!);
  const s3 = side(c!, a!);
  return (s1 > 0 && s2 > 0 && s3 > 0) || (s1 < 0 && s2 < 0 && s3 < 0);
}

describe('triangle geometry', () => {
  const grid = new TriangleGrid(7, 5, 2);
  const geo = shape.geometry(grid);

  it('is found through the grid and frames a floor', () => {
    expect(geometryOf(grid)).toBeInstanceOf(TriangleGeometry);
    expect([geo.width, geo.height, geo.levels]).toEqual([4, 5 * ROW_HEIGHT, 2]);
    expect(new TriangleGeometry(new TriangleGrid(1, 1)).width).toBe(1);
    expect([geo.stair(4), geo.stair(5), geo.stair(0), geo.stair(3)]).toEqual([1, -1, 0, 0]);
    expect(geo.level(grid.index(3, 2, 1))).toBe(1);
  });

  it('draws equilateral triangles of side 1, point-up where col + row is even', () => {
    expect(corners(geo, 0)).toEqual([[0.5, 0], [1, ROW_HEIGHT], [0, ROW_HEIGHT]]);
    expect(corners(geo, 1)).toEqual([[0.5, 0], [1.5, 0], [1, ROW_HEIGHT]]);
    for (let c = 0; c < grid.size; c++) {
      const [a, b, d] = corners(geo, c);
      for (const [u, v] of [[a, b], [b, d], [d, a]] as const) expect(Math.hypot(u![0] - v![0], u![1] - v![1])).toBeCloseTo(1, 12);
    }
  });

  it('puts each centre inside its outline, 1/√3 from the centres of its neighbours', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 0 };
    for (let c = 0; c < grid.size; c++) {
      geo.center(c, a);
      expect(inside(a, corners(geo, c))).toBe(true);
      for (let d = 0; d < 4; d++) {
        const n = grid.neighbor(c, d);
        if (n < 0) continue;
        geo.center(n, b);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(1 / Math.sqrt(3), 12);
      }
    }
  });

  it("draws adjacent cells' walls on the same segment, and each side of the outline once", () => {
    for (let c = 0; c < grid.size; c++) {
      const sides: string[] = [];
      for (let d = 0; d < grid.degree; d++) {
        const mine = segments((ctx) => geo.wall(c, d, ctx));
        const drawn = geo.wall(c, d, { moveTo: () => undefined, lineTo: () => undefined });
        const has = d < 4 && (d > 1 || (d === 0) !== grid.pointsUp(c));
        expect(drawn).toBe(has);
        expect(mine).toHaveLength(has ? 1 : 0);
        if (!has) continue;
        sides.push(mine[0]!);
        const n = grid.neighbor(c, d);
        // The very same coordinates, not only close ones: renderers may merge walls.
        if (n >= 0) expect(segments((ctx) => geo.wall(n, d ^ 1, ctx))).toEqual(mine);
      }
      expect(segments((ctx) => geo.outline(c, ctx)).sort()).toEqual(sides.sort());
    }
  });
});

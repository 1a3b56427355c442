import { type PathContext, geometryOf } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { PolarGeometry, PolarGrid, shape } from '../src/index.js';

const r9 = (v: number): string => v.toFixed(9);

/**
 * What a geometry call draws: straight segments as their two ends sorted, arcs as centre,
 * radius and end points (sorted, so the sense does not matter), rounded to 1e-9.
 */
function pieces(draw: (ctx: PathContext) => void): string[] {
  const out: string[] = [];
  let x0 = NaN;
  let y0 = NaN;
  let fx = NaN;
  let fy = NaN;
  const pt = (x: number, y: number): string => `${r9(x)},${r9(y)}`;
  draw({
    moveTo(x, y) {
      fx = x0 = x;
      fy = y0 = y;
    },
    lineTo(x, y) {
      out.push(`L ${[pt(x0, y0), pt(x, y)].sort().join(' ')}`);
      x0 = x;
      y0 = y;
    },
    arc(cx, cy, r, start, end, anticlockwise) {
      const sx = cx + r * Math.cos(start);
      const sy = cy + r * Math.sin(start);
      // A canvas arc starts with a line from the current point to its first point: there must be none.
      expect(Math.hypot(sx - x0, sy - y0)).toBeLessThan(1e-9);
      const ex = cx + r * Math.cos(end);
      const ey = cy + r * Math.sin(end);
      const sweep = anticlockwise ? start - end : end - start;
      expect(sweep).toBeGreaterThan(0);
      expect(sweep).toBeLessThanOrEqual(2 * Math.PI + 1e-12);
      out.push(sweep >= 2 * Math.PI - 1e-12 ? `O ${pt(cx, cy)} ${r9(r)}` : `A ${pt(cx, cy)} ${r9(r)} ${r9(sweep)} ${[pt(sx, sy), pt(ex, ey)].sort().join(' ')}`);
      x0 = ex;
      y0 = ey;
    },
    closePath() {
      if (Math.hypot(fx - x0, fy - y0) > 1e-9) out.push(`L ${[pt(x0, y0), pt(fx, fy)].sort().join(' ')}`);
      x0 = fx;
      y0 = fy;
    },
  });
  return out;
}

describe('polar geometry', () => {
  const grid = new PolarGrid(12);
  const geo = shape.geometry(grid);
  const c = 12.5;

  it('is found through the grid and frames the disc', () => {
    expect(geometryOf(grid)).toBeInstanceOf(PolarGeometry);
    expect([geo.width, geo.height, geo.levels, geo.level(77)]).toEqual([25, 25, 1, 0]);
    for (let d = 0; d < 8; d++) expect(geo.stair(d)).toBe(0);
    expect(geo.center(0)).toEqual({ x: c, y: c });
  });

  it('puts each centre inside its sector, at the middle radius and angle', () => {
    const p = { x: 0, y: 0 };
    for (let cell = 1; cell < grid.size; cell++) {
      geo.center(cell, p);
      const ring = grid.ring(cell);
      const n = grid.ringSize(ring);
      const rho = Math.hypot(p.x - c, p.y - c);
      expect(rho).toBeCloseTo(ring, 12);
      // Clockwise from straight up, in [0, 2π).
      const theta = (Math.atan2(p.x - c, -(p.y - c)) + 2 * Math.PI) % (2 * Math.PI);
      const i = grid.position(cell);
      expect(theta).toBeGreaterThan((2 * Math.PI * i) / n);
      expect(theta).toBeLessThan((2 * Math.PI * (i + 1)) / n);
    }
    // Position 0 of ring 1 lies right of north, position 2 left of it.
    expect(geo.center(1).x).toBeGreaterThan(c);
    expect(geo.center(3).x).toBeLessThan(c);
  });

  it("draws shared walls identically from both sides, and outlines that are exactly the cell's walls", () => {
    const sink = { moveTo: () => undefined, lineTo: () => undefined, arc: () => undefined };
    for (let cell = 0; cell < grid.size; cell++) {
      const walls: string[] = [];
      for (let d = 0; d < 8; d++) {
        const mine = pieces((ctx) => geo.wall(cell, d, ctx));
        const drawn = geo.wall(cell, d, sink);
        const n = grid.neighbor(cell, d);
        const rim = d === 2 && cell !== 0 && grid.ring(cell) === grid.rings;
        // A side is drawn exactly when the cell has a neighbour there, or it is the rim.
        expect(drawn, `cell ${cell} dir ${d}`).toBe(n >= 0 || rim);
        expect(mine).toHaveLength(drawn ? 1 : 0);
        if (!drawn) continue;
        walls.push(mine[0]!);
        if (n >= 0) expect(pieces((ctx) => geo.wall(n, d ^ 1, ctx))).toEqual(mine);
      }
      const outline = pieces((ctx) => geo.outline(cell, ctx));
      if (cell === 0) {
        expect(outline).toEqual([`O ${r9(c)},${r9(c)} ${r9(0.5)}`]);
        continue;
      }
      // The outline's outer arc is split into the outer cells' arcs by the walls; compare lengths.
      const arcs = (list: string[], radius: number): number =>
        list.filter((p) => p.startsWith('A') && p.split(' ')[2] === r9(radius)).reduce((sum, p) => sum + Number(p.split(' ')[3]), 0);
      const ring = grid.ring(cell);
      expect(arcs(outline, ring + 0.5)).toBeCloseTo(arcs(walls, ring + 0.5), 7);
      expect(arcs(outline, ring - 0.5)).toBeCloseTo(arcs(walls, ring - 0.5), 7);
      expect(outline.filter((p) => p.startsWith('L')).sort()).toEqual(walls.filter((p) => p.startsWith('L')).sort());
    }
  });

  it('draws lines only, at most 5 degrees apart, into a context without arc', () => {
    const points: Array<[number, number]> = [];
    geo.wall(grid.index(1, 0), 3, { moveTo: (x, y) => void points.push([x, y]), lineTo: (x, y) => void points.push([x, y]) });
    // Ring 1's inner arc spans 120°: 24 segments of 5°.
    expect(points).toHaveLength(26);
    for (const [x, y] of points) expect(Math.hypot(x - c, y - c)).toBeCloseTo(0.5, 12);
  });
});

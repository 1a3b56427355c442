import { OrthogonalGrid, distances, generate } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastDistances } from '../src/maze/distances.js';
import { clampCamera, fitCamera, panBy, zoomAt } from '../src/view/camera.js';
import { wallTexture } from '../src/view/blocks.js';
import { cellAt, cellCentre, mapLayout } from '../src/view/map-layout.js';
import { outerSide } from '../src/view/openings.js';
import { wallPyramid } from '../src/view/overview.js';
import { colorsOf, LIGHT } from '../src/view/palette.js';
import { buildPyramid, raiseTexel } from '../src/view/pyramid.js';
import { ON_ROUTE, rasterize, rgbaWord, wallThickness } from '../src/view/raster.js';
import { openingsFor, routeBits } from '../src/view/scene-data.js';

const colors = colorsOf(LIGHT);

describe('camera', () => {
  it('fits the map in the view, centred', () => {
    const cam = fitCamera(100, 50, 1012, 1012);
    expect(cam.z).toBeCloseTo(10);
    expect(cam.x + 1012 / 2 / cam.z).toBeCloseTo(50);
    expect(cam.y + 1012 / 2 / cam.z).toBeCloseTo(25);
  });

  it('zooms about a point and keeps it still', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 10, noNaN: true }), fc.double({ min: 0, max: 800, noNaN: true }), (factor, px) => {
        const cam = { z: 4, x: 10, y: 20 };
        const next = zoomAt(cam, factor, px, 300, 0.5);
        const before = cam.x + px / cam.z;
        const after = next.x + px / next.z;
        expect(after).toBeCloseTo(before, 6);
        expect(next.z).toBeGreaterThanOrEqual(0.25);
      }),
    );
  });

  it('never pans the maze out of sight', () => {
    const far = clampCamera(panBy({ z: 10, x: 0, y: 0 }, -1e6, -1e6), 100, 100, 400, 300);
    expect(far.x).toBeLessThanOrEqual(100 - 400 / 10 / 4);
    expect(far.y).toBeLessThanOrEqual(100 - 300 / 10 / 4);
  });
});

describe('map layout', () => {
  it('puts floors side by side with a label strip and finds cells back from points', () => {
    const layout = mapLayout(6, 5, 3);
    expect([layout.columns, layout.rows, layout.mapWidth, layout.mapHeight]).toEqual([2, 2, 13, 13]);
    for (let cell = 0; cell < 90; cell++) {
      const at = cellCentre(layout, cell);
      expect(cellAt(layout, at.x, at.y)).toBe(cell);
    }
    expect(cellAt(layout, 6.5, 3)).toBe(-1);
    expect(cellAt(layout, 10, 10)).toBe(-1);
  });
});

describe('pyramids', () => {
  it('averages and takes maxima of 2 × 2 texels, odd sizes included', () => {
    const base = { width: 3, height: 1, data: Uint8Array.from([0, 255, 100]) };
    expect([...buildPyramid(base, 1, 'average').levels[1]!.data]).toEqual([128, 100]);
    expect([...buildPyramid(base, 1, 'max').levels[1]!.data]).toEqual([255, 100]);
    const rgba = { width: 2, height: 1, data: Uint8Array.from([10, 20, 30, 255, 30, 40, 50, 255]) };
    expect([...buildPyramid(rgba, 4, 'average').levels[1]!.data]).toEqual([20, 30, 40, 255]);
  });

  it('raises a texel and every one above it', () => {
    const p = buildPyramid({ width: 4, height: 4, data: new Uint8Array(16) }, 1, 'max');
    raiseTexel(p, 3, 2, 255);
    expect(p.levels.map((l) => Math.max(...l.data))).toEqual([255, 255, 255]);
    expect(p.levels[1]!.data[3]).toBe(255);
  });

  it('gives each wall texel its post, north wall and west wall', () => {
    // Two cells side by side with a passage between them.
    const grid = new OrthogonalGrid(2, 1);
    grid.link(0, 2);
    const t = wallTexture(mapLayout(2, 1, 1), grid.cells);
    expect([t.width, t.height]).toEqual([3, 2]);
    expect([...t.data]).toEqual([192, 128, 128, 128, 128, 64]);
    const open = wallTexture(mapLayout(2, 1, 1), grid.cells, openingsFor(grid, 0, 1));
    expect([...open.data]).toEqual([128, 128, 64, 128, 128, 64]);
  });
});

describe('openings', () => {
  it('opens the entrance west or north and the exit east or south', () => {
    expect(outerSide(5, 4, 0, [8, 1, 4, 2])).toBe(8);
    expect(outerSide(5, 4, 19, [4, 2, 8, 1])).toBe(4);
    expect(outerSide(5, 4, 7)).toBe(0);
    expect(outerSide(5, 4, 2, [8, 1, 4, 2])).toBe(1);
  });
});

describe('rasterize', () => {
  const maze = generate(backtracker, { width: 8, height: 6, seed: 'raster' });
  const grid = maze.grid;
  const layout = mapLayout(8, 6, 1);

  it('draws every wall whole-pixel sharp where the maze has it, and nothing where it has a passage', () => {
    const z = 12;
    const width = 8 * z + 4;
    const height = 6 * z + 4;
    const out = new Uint32Array(width * height);
    const cam = { z, x: -2 / z, y: -2 / z };
    rasterize(layout, cam, out, width, height, { cells: grid.cells }, colors);
    expect(new Set(out)).toEqual(new Set([colors.background, colors.wall]));
    const at = (mx: number, my: number) => out[Math.floor((my - cam.y) * z) * width + Math.floor((mx - cam.x) * z)]!;
    const t = wallThickness(z);
    for (let c = 0; c < grid.size; c++) {
      const col = c % 8;
      const row = Math.floor(c / 8);
      if (col < 7) expect(at(col + 1 + (t - 1) / 2 / z, row + 0.5), `east of ${c}`).toBe(grid.isOpen(c, 2) ? colors.background : colors.wall);
      if (row < 7 && row < 5) expect(at(col + 0.5, row + 1 + (t - 1) / 2 / z), `south of ${c}`).toBe(grid.isOpen(c, 1) ? colors.background : colors.wall);
      expect(at(col + 0.5, row + 0.5)).toBe(colors.background);
    }
  });

  it('draws the route band through route cells, marks, and gaps for the entrance and exit', () => {
    const z = 20;
    const width = 8 * z;
    const height = 6 * z;
    const out = new Uint32Array(width * height);
    const path = [0, 1];
    const route = routeBits(grid, grid.isOpen(0, 2) ? path : [0, 8]);
    expect(route[0]! & ON_ROUTE).toBe(ON_ROUTE);
    const mark = { cell: 47, color: rgbaWord('#123456'), round: true };
    rasterize(layout, { z, x: 0, y: 0 }, out, width, height, { cells: grid.cells, route, marks: [mark], openings: openingsFor(grid, 0, 47) }, colors);
    expect(out[Math.floor(0.5 * z) * width + Math.floor(0.5 * z)]).toBe(colors.route);
    expect(out[Math.floor(5.5 * z) * width + Math.floor(7.5 * z)]).toBe(mark.color);
    // The west border beside the entrance is open; one row down it is a wall.
    expect(out[Math.floor(0.5 * z) * width]).not.toBe(colors.border);
    expect(out[Math.floor(1.5 * z) * width]).toBe(colors.border);
  });

  it('gives an overview whose ink is the texture average, whatever the zoom', () => {
    const big = generate(backtracker, { width: 300, height: 200, seed: 'overview' }).grid;
    const bigLayout = mapLayout(300, 200, 1);
    const walls = wallPyramid(bigLayout, big.cells);
    const base = walls.levels[0]!.data;
    let sum = 0;
    for (const v of base) sum += v;
    const expected = sum / (301 * 201) / 255;
    for (const z of [0.23, 0.5, 0.77, 1.3]) {
      const width = Math.ceil(301 * z);
      const height = Math.ceil(201 * z);
      const out = new Uint32Array(width * height);
      rasterize(bigLayout, { z, x: -0.25, y: -0.25 }, out, width, height, { cells: big.cells, wallPyramid: walls }, colors);
      let ink = 0;
      for (const word of out) ink += 1 - (word & 0xff) / 255;
      expect(ink / out.length, `z ${z}`).toBeCloseTo(expected, 1);
    }
  });
});

describe('fastDistances', () => {
  it('equals core distances on flat and multi-level mazes', () => {
    for (const [w, h, l] of [[20, 10, 1], [6, 5, 3]] as const) {
      const m = generate(backtracker, { width: w, height: h, levels: l, seed: `d${l}` });
      expect(fastDistances(m.grid, 0)).toEqual(distances(m.grid, 0));
      expect(fastDistances(m.grid, m.grid.size - 1)).toEqual(distances(m.grid, m.grid.size - 1));
    }
  });
});

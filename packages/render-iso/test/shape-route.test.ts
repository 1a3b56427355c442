import { geometryOf, isMazekitError, maskGrid, OrthogonalGrid, generate, solve, type Grid, type Maze } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { describe, expect, test } from 'vitest';
import { isoProjection, renderIsoSvg, resolveIsoOptions } from '../src/index.js';
import { blocksOf, polylines } from './parse.js';
import { hexMaze, polarMaze, readmeHex, readmeTriangle, triangleMaze } from './shape-mazes.js';

describe('on every shape the solution is one continuous line through the floors', () => {
  test.each([
    ['hex 10x8x3', readmeHex],
    ['triangle 10x8x3', readmeTriangle],
    ['triangle 8x5x4', () => triangleMaze(8, 5, 4, 'climb')],
    ['polar, 5 rings', () => polarMaze(5, 'round')],
  ])('%s', (_, make) => {
    const maze = make();
    const { grid } = maze;
    const geometry = geometryOf(grid);
    const route = maze.solution!;
    const svg = renderIsoSvg(maze);
    const lines = polylines(svg, 'solution');
    expect(lines).toHaveLength(1);
    const pts = lines[0]!;
    expect(pts).toHaveLength(2 * route.length);
    const proj = isoProjection(geometry, resolveIsoOptions({}));
    let climbs = 0;
    for (let i = 0; i < route.length; i++) {
      const cell = route[i]!;
      // Each vertex is its cell's centre on its own floor.
      const [x, y] = proj.unproject(pts[2 * i]!, pts[2 * i + 1]!, proj.floorZ(geometry.level(cell)) + 0.03);
      const c = geometry.center(cell);
      expect(Math.hypot(x - c.x, y - c.y)).toBeLessThan(0.01);
      if (i === 0) continue;
      const prev = route[i - 1]!;
      const dir = grid.directionTo(prev, cell);
      expect(dir).toBeGreaterThanOrEqual(0);
      expect(grid.isOpen(prev, dir)).toBe(true);
      if (geometry.level(prev) !== geometry.level(cell)) {
        // A stair: straight up or down the screen, one floor's height.
        climbs++;
        expect(Math.abs(pts[2 * i]! - pts[2 * i - 2]!)).toBeLessThan(0.11);
        expect(Math.abs(pts[2 * i + 1]! - pts[2 * i - 1]!)).toBeCloseTo(proj.levelHeight * proj.c, 0);
      }
    }
    if (geometry.levels > 1) expect(climbs).toBeGreaterThan(0);
    expect(polylines(svg, 'halo')).toEqual(lines);
  });

  test('walls in front of the route are translucent, and only some', () => {
    for (const maze of [readmeHex(), readmeTriangle()]) {
      const walls = blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'wall');
      const faint = walls.filter((b) => b.opacity < 1);
      expect(faint.length).toBeGreaterThan(0);
      expect(faint.length).toBeLessThan(walls.length / 2);
      expect(blocksOf(renderIsoSvg(maze, { routeWallOpacity: 1 })).filter((b) => b.opacity < 1)).toHaveLength(0);
      expect(blocksOf(renderIsoSvg(maze, { solution: false })).filter((b) => b.opacity < 1)).toHaveLength(0);
    }
  });

  test('stairs: a shaft up from the lower cell and one under the upper cell for each stair', () => {
    const maze = hexMaze(5, 4, 3, 'stairs');
    const shafts = blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'shaft');
    const want: string[] = [];
    for (let c = 0; c < maze.grid.size; c++) if (maze.grid.isOpen(c, 6)) want.push(`${c}:up`, `${maze.grid.neighbor(c, 6)}:down`);
    expect(want.length).toBeGreaterThan(0);
    expect(shafts.map((b) => `${b.cell}:${b.side}`).sort()).toEqual(want.sort());
    // A hexagonal shaft: its top is a hexagon.
    expect(shafts.find((b) => b.side === 'up')!.faces[0]).toHaveLength(12);
    expect(renderIsoSvg(maze, { stairs: false })).not.toMatch(/class="shaft"|class="sl"/);
  });

  test('heat map: one filled outline per reachable cell', () => {
    const maze = triangleMaze(6, 3, 2, 'heat');
    const svg = renderIsoSvg(maze, { heatmap: true });
    const cells = [...svg.matchAll(/<path class="heat" fill="(#[0-9a-f]{6})" d="M([^"]*)Z"\/>/g)];
    expect(cells).toHaveLength(maze.grid.size);
    // Triangles: three corners each; the start is white (distance 0).
    for (const c of cells) expect(c[2]!.trim().split(/\s+/)).toHaveLength(6);
    expect(cells.some((c) => c[1] === '#ffffff')).toBe(true);
  });

  test('a masked square grid draws through its geometry', () => {
    const on = new Uint8Array(30).fill(1);
    on[14] = on[15] = 0;
    const grid = maskGrid(new OrthogonalGrid(6, 5, 1), on);
    const maze = solve(generate(wilson, { grid, seed: 'mask' })) as Maze<Grid>;
    expect(blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'wall').length).toBeGreaterThan(10);
  });
});

describe('size limits hold for every shape', () => {
  test('a hex board past 64 a side is refused in one line', () => {
    const maze: Maze<Grid> = { grid: hex.create({ width: 70, height: 4 }), generator: 'x', seed: '1' };
    let error: unknown;
    try {
      renderIsoSvg(maze);
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect((error as Error).message).toBe(
      '@mazekit/render-iso: a 70x4x1 hex maze is too large for a legible isometric picture: at most 64 cells a side, 16 floors and 12288 cells in all; draw it flat (svg, png) instead',
    );
    const on = new Uint8Array(1000).fill(1);
    on[5] = 0;
    expect(() => renderIsoSvg({ grid: maskGrid(new OrthogonalGrid(100, 10, 1), on), generator: 'x', seed: '1' })).toThrow(
      /: a 999-cell masked orthogonal \(100 cells across\) maze is too large for a legible isometric picture: at most 64 cells a side/,
    );
    expect(() => renderIsoSvg({ grid: polar.create({ rings: 40 }), generator: 'x', seed: '1' })).toThrow(/a \d+-cell polar \(81 cells across\) maze is too large/);
  });
});

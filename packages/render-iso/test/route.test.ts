import { describe, expect, test } from 'vitest';
import { isoProjection, renderIsoSvg, resolveIsoOptions } from '../src/index.js';
import { readmeMaze } from './cases.js';
import { testMaze } from './maze.js';
import { blocksOf, polylines } from './parse.js';

/** True when (`x`, `y`) is inside the convex polygon `poly` (x, y pairs). */
function inside(poly: readonly number[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i += 2) {
    const [ax, ay] = [poly[i]!, poly[i + 1]!];
    const [bx, by] = [poly[(i + 2) % poly.length]!, poly[(i + 3) % poly.length]!];
    const cross = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
    if (cross === 0) continue;
    if (sign === 0) sign = cross;
    else if (cross !== sign) return false;
  }
  return true;
}

describe('the solution is one continuous line through the floors', () => {
  test.each([
    ['the README tower', readmeMaze],
    ['a 6x5x4 maze', () => testMaze(6, 5, 4, 'climb', true)],
    ['a flat maze', () => testMaze(9, 7, 1, 'flat', true)],
  ])('%s', (_, make) => {
    const maze = make();
    const { grid } = maze;
    const route = maze.solution!;
    const svg = renderIsoSvg(maze);
    const lines = polylines(svg, 'solution');
    expect(lines).toHaveLength(1);
    const pts = lines[0]!;
    expect(pts).toHaveLength(2 * route.length);
    const proj = isoProjection(grid, resolveIsoOptions({}));
    let climbs = 0;
    for (let i = 0; i < route.length; i++) {
      const cell = route[i]!;
      // Each vertex is its cell's centre on its own floor.
      const [x, y] = proj.unproject(pts[2 * i]!, pts[2 * i + 1]!, proj.floorZ(grid.level(cell)) + 0.03);
      expect(x).toBeCloseTo(grid.col(cell) + 0.5, 1);
      expect(y).toBeCloseTo(grid.row(cell) + 0.5, 1);
      if (i === 0) continue;
      const prev = route[i - 1]!;
      expect(grid.directionTo(prev, cell)).toBeGreaterThanOrEqual(0);
      expect(grid.isOpen(prev, grid.directionTo(prev, cell))).toBe(true);
      const dx = pts[2 * i]! - pts[2 * i - 2]!;
      const dy = pts[2 * i + 1]! - pts[2 * i - 1]!;
      if (grid.level(prev) !== grid.level(cell)) {
        // A stair: straight up or down the screen, one floor's height.
        climbs++;
        expect(Math.abs(dx)).toBeLessThan(0.11);
        expect(Math.abs(dy)).toBeCloseTo(proj.levelHeight * proj.c, 0);
      } else {
        // One cell along a floor axis: a step of (±a, ±b).
        expect(Math.abs(Math.abs(dx) - proj.a)).toBeLessThan(0.11);
        expect(Math.abs(Math.abs(dy) - proj.b)).toBeLessThan(0.11);
      }
    }
    if (grid.levels > 1) expect(climbs).toBeGreaterThan(0);
    expect(polylines(svg, 'halo')).toEqual(lines);
  });

  test('walls in front of the route are translucent, the others solid', () => {
    const maze = readmeMaze();
    const svg = renderIsoSvg(maze);
    const blocks = blocksOf(svg).filter((b) => b.role !== 'shaft');
    const faint = blocks.filter((b) => b.opacity < 1);
    expect(faint.length).toBeGreaterThan(0);
    expect(faint.length).toBeLessThan(blocks.length / 2);
    expect(new Set(faint.map((b) => b.opacity))).toEqual(new Set([0.35]));
    // Each faint wall covers some stretch of the route line, as wide as it is drawn, on screen.
    const [pts] = polylines(svg, 'solution');
    const half = Number(/\.solution\{[^}]*stroke-width:([\d.]+)/.exec(svg)![1]) / 2;
    const samples: number[][] = [];
    for (let i = 2; i < pts!.length; i += 2) {
      for (let k = 0; k < 20; k++) {
        const t = k / 20;
        const [x, y] = [pts![i - 2]! + (pts![i]! - pts![i - 2]!) * t, pts![i - 1]! + (pts![i + 1]! - pts![i - 1]!) * t];
        samples.push([x, y], [x - half, y], [x + half, y], [x, y - half], [x, y + half]);
      }
    }
    for (const wall of faint) {
      expect(samples.some(([x, y]) => wall.faces.some((face) => inside(face, x!, y!)))).toBe(true);
    }
    // A route that climbs passes behind the floor above its stairs: some faint block there is a wall.
    expect(faint.some((b) => b.role === 'wall')).toBe(true);
    const solid = blocksOf(renderIsoSvg(maze, { routeWallOpacity: 1 })).filter((b) => b.opacity < 1);
    expect(solid).toHaveLength(0);
    const none = blocksOf(renderIsoSvg(maze, { solution: false })).filter((b) => b.opacity < 1);
    expect(none).toHaveLength(0);
  });

  test('stairs: a stub up from the lower floor and one under the upper floor for each stair', () => {
    const maze = testMaze(5, 4, 3, 'stairs');
    const shafts = blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'shaft');
    const want: string[] = [];
    for (let c = 0; c < maze.grid.size; c++) {
      if (maze.grid.isOpen(c, 4)) want.push(`${c}:up`, `${c + maze.grid.plane}:down`);
    }
    expect(shafts.map((b) => `${b.cell}:${b.side}`).sort()).toEqual(want.sort());
    expect(renderIsoSvg(maze, { stairs: false })).not.toMatch(/class="shaft"|class="sl"/);
  });
});

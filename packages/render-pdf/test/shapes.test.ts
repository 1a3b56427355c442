// Mazes of any shape print through their shape's geometry (core's contract): every wall side
// of every cell is checked on the rendered page at its midpoint (an arc's at its middle
// angle), dark where the passage is closed or leads off the maze, light where it is open.
import { OrthogonalGrid, SideMiddle, generate, geometryOf, hasStair, maskGrid, parseTextMask, maskCells, solve, type Grid, type Maze } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { describe, expect, test } from 'vitest';
import { planBooklet, planMazes, renderPdf, shapeLayout } from '../src/index.js';
import type { FloorLayout } from '@mazekit/core';
import { rasterize, type Raster } from './poppler.js';

const DPI = 72;

const dark = ([r, g, b]: number[]) => r! + g! + b! < 200;
const light = ([r, g, b]: number[]) => r! > 230 && g! > 230 && b! > 230;

/** Every wall side of `maze` checked on `page`, the maze placed at `left`/`top` with cells `side` pt wide. */
function checkShape(page: Raster, maze: Maze<Grid>, left: number, top: number, side: number, layout: FloorLayout = shapeLayout(geometryOf(maze.grid))): { walls: number; open: number } {
  const { grid } = maze;
  const geometry = geometryOf(grid);
  const mid = new SideMiddle();
  const bad: string[] = [];
  let walls = 0;
  let open = 0;
  for (let c = 0; c < grid.size; c++) {
    const o = layout.origin(geometry.level(c));
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0 || !geometry.wall(c, d, mid)) continue;
      const n = grid.neighbor(c, d);
      const isWall = n < 0 || !grid.isOpen(c, d);
      const x = ((left + (o.x + mid.x) * side) * DPI) / 72;
      const y = ((top + (o.y + mid.y) * side) * DPI) / 72;
      const colour = page.at(x, y);
      if (isWall) walls++;
      else if (n > c) open++;
      if (isWall ? !dark(colour) : !light(colour)) bad.push(`${isWall ? 'wall' : 'open'} side ${d} of cell ${c} at (${x.toFixed(1)}, ${y.toFixed(1)}) is rgb(${colour.join(',')})`);
    }
  }
  expect(bad).toEqual([]);
  return { walls, open };
}

/** Passages that are stairs (not drawn as walls or gaps), each counted once. */
function countStairs(grid: Grid): number {
  const geometry = geometryOf(grid);
  let n = 0;
  for (let c = 0; c < grid.size; c++) for (let d = 0; d < grid.degree; d++) if (geometry.stair(d) > 0 && grid.isOpen(c, d)) n++;
  return n;
}

const HEART = `
.##...##.
#########
#########
.#######.
..#####..
...###...
....#....
`;

describe('mazes of any shape, through the shape geometry', () => {
  const base = new OrthogonalGrid(9, 7);
  const masked = maskGrid(base, maskCells(base, parseTextMask(HEART)));
  const maze = solve(generate(generator, { grid: masked, seed: 'heart' }));

  test('a masked maze: its walls, its border along the mask, its open passages', () => {
    const options = { solutions: true, nameLine: false } as const;
    const bytes = renderPdf(maze, options);
    const plan = planBooklet([shapeLayout(geometryOf(masked))], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: true, solutions: true });
    const p = plan.placements[0]!;
    const counts = checkShape(rasterize(bytes, 1, DPI), maze, p.left, p.top, p.cell);
    expect(counts.open).toBe(masked.size - 1); // a perfect maze: one passage fewer than cells
    expect(counts.walls).toBeGreaterThan(0);
    // The solution page shows the route in the solution colour at the centre of every step.
    const solved = rasterize(bytes, 2, DPI);
    const geometry = geometryOf(masked);
    // (The entrance and exit markers sit on top of the route's two ends.)
    for (const c of maze.solution!.slice(1, -1)) {
      const q = geometry.center(c);
      const [r, g, b] = solved.at(((p.left + q.x * p.cell) * DPI) / 72, ((p.top + q.y * p.cell) * DPI) / 72);
      expect(r > 150 && r - g > 40, `solution cell ${c} is rgb(${r},${g},${b})`).toBe(true);
    }
  });

  test.each([
    ['polar (arcs)', () => polar.create({ rings: 6 })],
    ['triangle', () => triangle.create({ width: 14, height: 7 })],
    ['triangle, two floors', () => triangle.create({ width: 8, height: 4, levels: 2 })],
  ] as const)('a %s maze: every wall side and passage on the page, two to a page', (_, make) => {
    const grid: Grid = make();
    const shaped = solve(generate(generator, { grid, seed: 'shapes' }));
    const bytes = renderPdf([shaped, shaped], { perPage: 2, solutions: true, nameLine: false });
    const size = { width: 0, height: 0, levels: grid.levels, floors: geometryOf(grid) };
    const { plan, layouts } = planMazes([size, size], { paper: 'a4', landscape: false, margin: 36, perPage: 2, title: '', nameLine: false, labels: true, solutions: true });
    const page = rasterize(bytes, 1, DPI);
    for (const [i, p] of plan.placements.entries()) {
      const counts = checkShape(page, shaped, p.left, p.top, p.cell, layouts[i]);
      expect(counts.open).toBe(grid.size - 1 - (grid.levels > 1 ? countStairs(grid) : 0));
    }
  });

  test('stairs of a multi-level shape carry the stair mark (core marks, as in SVG and PNG)', () => {
    const grid = triangle.create({ width: 8, height: 4, levels: 2 });
    const shaped = solve(generate(generator, { grid, seed: 'stairs' }));
    const bytes = renderPdf(shaped, { nameLine: false, stairColor: '#0000ff' });
    const geometry = geometryOf(grid);
    const { plan, layouts } = planMazes([{ width: 0, height: 0, levels: grid.levels, floors: geometry }], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: true, solutions: false });
    const p = plan.placements[0]!;
    const page = rasterize(bytes, 1, DPI);
    const layout = layouts[0]!;
    let marked = 0;
    for (let c = 0; c < grid.size; c++) {
      if (c === shaped.start || c === shaped.goal) continue;
      const o = layout.origin(geometry.level(c));
      const q = geometry.center(c);
      const [r, g, b] = page.at(((p.left + (o.x + q.x) * p.cell) * DPI) / 72, ((p.top + (o.y + q.y) * p.cell) * DPI) / 72);
      const blue = b > 150 && r < 100 && g < 100;
      expect(blue, `cell ${c}`).toBe(hasStair(grid, geometry, c));
      if (blue) marked++;
    }
    expect(marked).toBeGreaterThan(2);
  });

  test('the check has teeth: another maze on the same mask does not match', () => {
    const other = solve(generate(generator, { grid: maskGrid(base, maskCells(base, parseTextMask(HEART))), seed: 'other' }));
    const bytes = renderPdf(maze, { nameLine: false });
    const plan = planBooklet([shapeLayout(geometryOf(masked))], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: true, solutions: false });
    const p = plan.placements[0]!;
    expect(() => checkShape(rasterize(bytes, 1, DPI), other, p.left, p.top, p.cell)).toThrow();
  });
});

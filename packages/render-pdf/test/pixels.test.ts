// Every interior wall of every drawn maze is checked against its maze data on the rendered
// page: a dark pixel at the midpoint of each wall, a light one at the midpoint of each open
// passage (or the solution's colour, on solution pages where the route crosses it).
import { floorLayout, type FloorLayout, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { planBooklet, planMazes, renderPdf, type PdfOptions } from '../src/index.js';
import { rasterize, type Raster } from './poppler.js';
import { solvedMaze, solvedMazes } from './mazes.js';

const DPI = 50;
const px = (pt: number) => (pt * DPI) / 72;

type Kind = 'wall' | 'open' | 'route';

const dark = ([r, g, b]: number[]) => r! + g! + b! < 200;
const light = ([r, g, b]: number[]) => r! > 230 && g! > 230 && b! > 230;
// The default solution colour #e4572e: strong red, little blue.
const route = ([r, g, b]: number[]) => r! > 180 && b! < 120 && r! - g! > 60;

/** Checks each interior wall and passage of `maze`, placed at `left`/`top` with cells `side` pt wide. */
function checkMaze(page: Raster, maze: Maze, left: number, top: number, side: number, solved: boolean, layout: FloorLayout = floorLayout(maze.grid, undefined, 1)): Record<Kind, number> {
  const { grid } = maze;
  const onRoute = new Set<string>();
  if (solved && maze.solution) {
    for (let i = 1; i < maze.solution.length; i++) {
      const [a, b] = [maze.solution[i - 1]!, maze.solution[i]!].sort((x, y) => x - y);
      onRoute.add(`${a}:${b}`);
    }
  }
  const counts: Record<Kind, number> = { wall: 0, open: 0, route: 0 };
  const bad: string[] = [];
  for (let cell = 0; cell < grid.size; cell++) {
    const o = layout.origin(grid.level(cell));
    const c = grid.col(cell);
    const r = grid.row(cell);
    // East and south neighbours cover every interior edge once.
    for (const [dir, dx, dy, next] of [
      [2, 1, 0.5, cell + 1],
      [1, 0.5, 1, cell + grid.width],
    ] as const) {
      if (grid.neighbor(cell, dir) < 0) continue;
      const x = px(left + (o.x + c + dx) * side);
      const y = px(top + (o.y + r + dy) * side);
      const colour = page.at(x, y);
      const kind: Kind = !grid.isOpen(cell, dir) ? 'wall' : onRoute.has(`${cell}:${next}`) ? 'route' : 'open';
      const ok = kind === 'wall' ? dark(colour) : kind === 'open' ? light(colour) : route(colour);
      counts[kind]++;
      if (!ok) bad.push(`${kind} ${dir === 2 ? 'east' : 'south'} of cell ${cell} at (${x.toFixed(1)}, ${y.toFixed(1)}) is rgb(${colour.join(',')})`);
    }
  }
  expect(bad).toEqual([]);
  return counts;
}

function checkBooklet(mazes: Maze[], options: Partial<PdfOptions>): void {
  const bytes = renderPdf(mazes, options);
  const { plan, layouts } = planMazes(
    mazes.map((m) => ({ width: m.grid.width, height: m.grid.height, levels: m.grid.levels })),
    { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: true, labels: true, solutions: false, ...options },
  );
  const pages = new Map<number, Raster>();
  const pageOf = (n: number) => {
    if (!pages.has(n)) pages.set(n, rasterize(bytes, n, DPI));
    return pages.get(n)!;
  };
  mazes.forEach((maze, i) => {
    const p = plan.placements[i]!;
    const puzzle = checkMaze(pageOf(p.page + 1), maze, p.left, p.top, p.cell, false, layouts[i]);
    expect(puzzle.wall).toBeGreaterThan(0);
    expect(puzzle.route).toBe(0);
    if (options.solutions) {
      const solved = checkMaze(pageOf(p.page + 1 + plan.puzzlePages), maze, p.left, p.top, p.cell, true, layouts[i]);
      expect(solved.route).toBeGreaterThan(0);
      expect(solved.route + solved.open).toBe(puzzle.open);
    }
  });
}

describe('drawn walls match the maze data', () => {
  test('a 6-maze booklet, 2 per page on A4, with solution pages', () => {
    checkBooklet(solvedMazes(6, 20, 20, 'px'), { perPage: 2, solutions: true, title: 'Pixels' });
  });

  test('4 per page on Letter landscape, mixed sizes', () => {
    const mazes = [solvedMaze(12, 8, 'a'), solvedMaze(8, 12, 'b'), solvedMaze(15, 15, 'c'), solvedMaze(5, 3, 'd'), solvedMaze(10, 10, 'e')];
    checkBooklet(mazes, { perPage: 4, paper: 'letter', landscape: true, solutions: true, nameLine: false });
  });

  test('multi-level mazes: every floor where the plan puts it, a labelled band above each row', () => {
    checkBooklet(solvedMazes(2, 8, 6, 'lv', 3), { perPage: 2, solutions: true });
  });

  test('the check has teeth: a maze that differs from the drawn one fails', () => {
    const drawn = solvedMaze(10, 10, 'teeth');
    const bytes = renderPdf(drawn, { nameLine: false });
    const plan = planBooklet([{ width: 10, height: 10 }], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: true, solutions: false });
    const page = rasterize(bytes, 1, DPI);
    const p = plan.placements[0]!;
    expect(() => checkMaze(page, solvedMaze(10, 10, 'other'), p.left, p.top, p.cell, false)).toThrow();
    expect(() => checkMaze(page, drawn, p.left + p.cell, p.top, p.cell, false)).toThrow();
  });
});

// A weave maze on the printed page: the corridor beneath each crossing shows with gaps in its
// walls, and the solution disappears where it passes beneath.
import { WEAVE_INSET, solve } from '@mazekit/core';
import { shape as weave, type WeaveGrid } from '@mazekit/grid-weave';
import { dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { planBooklet, renderPdf } from '../src/index.js';
import { rasterize } from './poppler.js';

const DPI = 72;
const m = WEAVE_INSET;

describe('weave mazes', () => {
  const maze = solve(dfsGridMaze(weave.create({ width: 10, height: 7, crossings: 1 }), 'weave'));
  const grid: WeaveGrid = maze.grid;
  const plan = planBooklet([{ width: grid.width, height: grid.height }], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: false, solutions: true });
  const p = plan.placements[0]!;
  const sum = ([r, g, b]: readonly number[]) => r! + g! + b!;

  test('each crossing keeps the walls on top whole and breaks the walls beneath', () => {
    const page = rasterize(renderPdf(maze, { nameLine: false, labels: false, solutions: true }), 1, DPI);
    const at = (cx: number, cy: number) => page.at(Math.round(((p.left + cx * p.cell) * DPI) / 72), Math.round(((p.top + cy * p.cell) * DPI) / 72));
    let checked = 0;
    for (const x of grid.crossings()) {
      const [c, r] = [grid.col(x), grid.row(x)];
      const here = (u: number, v: number) => sum(grid.over[x] === 1 ? at(c + u, r + v) : at(c + v, r + u));
      expect(here(m, 0.5), `crossing ${x}: wall on top`).toBeLessThan(150);
      expect(here(1 - m, 0.5), `crossing ${x}: wall on top`).toBeLessThan(150);
      expect(here(0.5, m), `crossing ${x}: gap beneath`).toBeGreaterThan(600);
      expect(here(0.5, 1 - m), `crossing ${x}: gap beneath`).toBeGreaterThan(600);
      expect(here(m / 2, m), `crossing ${x}: stub beneath`).toBeLessThan(150);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('the solution page hides the route beneath crossings and draws it over them', () => {
    const bytes = renderPdf(maze, { nameLine: false, labels: false, solutions: true, solutionColor: '#ff0000' });
    const page = rasterize(bytes, 2, DPI);
    const at = (cx: number, cy: number) => page.at(Math.round(((p.left + cx * p.cell) * DPI) / 72), Math.round(((p.top + cy * p.cell) * DPI) / 72));
    const route = maze.solution!;
    let under = 0;
    for (let i = 1; i < route.length; i++) {
      const [a, b] = [route[i - 1]!, route[i]!];
      const step = b - a;
      if (Math.abs(step) !== 2 && Math.abs(step) !== 2 * grid.width) continue;
      const x = a + step / 2;
      const [dx, dy] = [Math.sign(grid.col(b) - grid.col(a)), Math.sign(grid.row(b) - grid.row(a))];
      expect(sum(at(grid.col(x) + 0.5 + 0.25 * dx, grid.row(x) + 0.5 + 0.25 * dy)), `beneath crossing ${x}`).toBeGreaterThan(600);
      expect(at(grid.col(a) + 0.5 + 0.5 * dx, grid.row(a) + 0.5 + 0.5 * dy), `into the tunnel from ${a}`).toEqual([255, 0, 0]);
      under++;
    }
    expect(under).toBeGreaterThan(0);
    for (const c of route) if (grid.over[c] !== 0) expect(at(grid.col(c) + 0.5, grid.row(c) + 0.5), `over crossing ${c}`).toEqual([255, 0, 0]);
  });
});

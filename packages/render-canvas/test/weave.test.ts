import { WEAVE_INSET, isWoven, solve } from '@mazekit/core';
import { shape as weave, type WeaveGrid } from '@mazekit/grid-weave';
import { dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { renderPng } from '../src/index.js';
import { decodePng } from './helpers/pixels.js';

const CS = 20;
const PAD = 10;
const m = WEAVE_INSET;
const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;

describe('weave mazes in PNG', () => {
  const maze = solve(dfsGridMaze(weave.create({ width: 10, height: 7, crossings: 1 }), 'weave'));
  const grid: WeaveGrid = maze.grid;
  const colors = { wallColor: '#000000', solutionColor: '#ff0000', backgroundColor: '#ffffff' };
  const px = (col: number, x: number) => Math.floor(PAD + (col + x) * CS);

  test('a crossing keeps the walls of its corridor on top and breaks those of the corridor beneath', async () => {
    expect(isWoven(grid)).toBe(true);
    const img = await decodePng(await renderPng(maze, { cellSize: CS, solution: false, ends: false, ...colors }));
    let checked = 0;
    for (const x of grid.crossings()) {
      const [c, r] = [grid.col(x), grid.row(x)];
      // Along the corridor on top: (u, v) in the crossing's square, turned for east-west.
      const at = (u: number, v: number) => hex(grid.over[x] === 1 ? img.at(px(c, u), px(r, v)) : img.at(px(c, v), px(r, u)));
      expect(at(m, 0.5), `crossing ${x}: wall on top`).toBe('#000000');
      expect(at(1 - m, 0.5), `crossing ${x}: wall on top`).toBe('#000000');
      expect(at(0.5, m), `crossing ${x}: gap beneath`).toBe('#ffffff');
      expect(at(0.5, 1 - m), `crossing ${x}: gap beneath`).toBe('#ffffff');
      expect(at(m / 2, m), `crossing ${x}: stub beneath`).toBe('#000000');
      expect(at(1 - m / 2, 1 - m), `crossing ${x}: stub beneath`).toBe('#000000');
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('the route goes over crossings and disappears beneath them', async () => {
    const img = await decodePng(await renderPng(maze, { cellSize: CS, ends: false, ...colors }));
    const route = maze.solution!;
    const seen = { over: 0, under: 0 };
    for (let i = 1; i < route.length; i++) {
      const [a, b] = [route[i - 1]!, route[i]!];
      const step = b - a;
      if (Math.abs(step) !== 2 && Math.abs(step) !== 2 * grid.width) continue;
      const x = a + step / 2;
      const [dx, dy] = [Math.sign(grid.col(b) - grid.col(a)), Math.sign(grid.row(b) - grid.row(a))];
      // Inside the corridor on top, a quarter cell along the step: floor, clear of a route on top (which runs across the step), never the route beneath.
      expect(hex(img.at(px(grid.col(x), 0.5 + 0.25 * dx), px(grid.row(x), 0.5 + 0.25 * dy))), `beneath crossing ${x}`).toBe('#ffffff');
      // Before the corridor on top the route is drawn.
      expect(hex(img.at(px(grid.col(a), 0.5 + 0.5 * dx), px(grid.row(a), 0.5 + 0.5 * dy))), `into the tunnel from ${a}`).toBe('#ff0000');
      seen.under++;
    }
    for (const c of route) {
      if (grid.over[c] === 0) continue;
      expect(hex(img.at(px(grid.col(c), 0.5), px(grid.row(c), 0.5))), `over crossing ${c}`).toBe('#ff0000');
      seen.over++;
    }
    expect(seen.under).toBeGreaterThan(0);
    expect(seen.over).toBeGreaterThan(0);
  });
});

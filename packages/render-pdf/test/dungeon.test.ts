// A dungeon on the printed page: its rock filled, every door a bar in the door colour.
import { CellKind, layoutCells } from '@mazekit/core';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { planBooklet, renderPdf } from '../src/index.js';
import { rasterize } from './poppler.js';

const DPI = 72;

describe('dungeons', () => {
  test('rock cells print in the rock colour, open cells light, door bars in the door colour', () => {
    const maze = dungeonMaze();
    const { grid } = maze;
    const cells = layoutCells(maze)!;
    const bytes = renderPdf(maze, { nameLine: false, labels: false, rockColor: '#203040', doorColor: '#ff8000' });
    const plan = planBooklet([{ width: grid.width, height: grid.height }], { paper: 'a4', landscape: false, margin: 36, perPage: 1, title: '', nameLine: false, labels: false, solutions: false });
    const p = plan.placements[0]!;
    const page = rasterize(bytes, 1, DPI);
    const at = (cx: number, cy: number) => page.at(Math.round(((p.left + cx * p.cell) * DPI) / 72), Math.round(((p.top + cy * p.cell) * DPI) / 72));
    let rock = 0;
    for (let c = 0; c < grid.size; c++) {
      const [r, g, b] = at(grid.col(c) + 0.5, grid.row(c) + 0.5);
      if (cells.kinds[c] === CellKind.ROCK) {
        expect([r, g, b], `rock cell ${c}`).toEqual([0x20, 0x30, 0x40]);
        rock++;
      } else if (c !== maze.start && c !== maze.goal) {
        expect(r + g + b, `open cell ${c}`).toBeGreaterThan(600);
      }
    }
    expect(rock).toBeGreaterThan(0);
    for (const { from, to } of maze.layout!.doors) {
      const [a, b] = [Math.min(from, to), Math.max(from, to)];
      const east = b === a + 1;
      const [r, g, bl] = at(grid.col(a) + (east ? 1 : 0.3), grid.row(a) + (east ? 0.3 : 1));
      expect([r, g, bl], `door ${a}-${b}`).toEqual([0xff, 0x80, 0x00]);
    }
  });
});

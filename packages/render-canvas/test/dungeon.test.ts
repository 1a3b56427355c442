import { CellKind, layoutCells } from '@mazekit/core';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { renderPng } from '../src/index.js';
import { decodePng } from './helpers/pixels.js';

const CS = 20;
const PAD = 10;
const hex = ([r, g, b]: readonly number[]) => `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;

describe('dungeons', () => {
  test('rock is filled solid, rooms and corridors stay floor, each door is a bar in its opening', async () => {
    const maze = dungeonMaze();
    const { grid } = maze;
    const cells = layoutCells(maze)!;
    const img = await decodePng(await renderPng(maze, { cellSize: CS, solution: false, ends: false, rockColor: '#203040', doorColor: '#8b5a2b' }));
    const seen = { rock: 0, floor: 0 };
    for (let c = 0; c < grid.size; c++) {
      const x = PAD + grid.col(c) * CS + CS / 2;
      const y = PAD + grid.row(c) * CS + CS / 2;
      if (cells.kinds[c] === CellKind.ROCK) {
        expect(hex(img.at(x, y)), `rock cell ${c}`).toBe('#203040');
        seen.rock++;
      } else {
        expect(hex(img.at(x, y)), `open cell ${c}`).toBe('#ffffff');
        seen.floor++;
      }
    }
    expect(seen.rock).toBeGreaterThan(0);
    expect(seen.floor).toBeGreaterThan(0);
    for (const { from, to } of maze.layout!.doors) {
      const [a, b] = [Math.min(from, to), Math.max(from, to)];
      const east = b === a + 1;
      const x = PAD + grid.col(a) * CS + (east ? CS : CS / 2);
      const y = PAD + grid.row(a) * CS + (east ? CS / 2 : CS);
      expect(hex(img.at(x, y)), `door ${a}-${b}`).toBe('#8b5a2b');
    }
  });

  test('a maze without rooms draws no rock and no doors', async () => {
    const maze = dungeonMaze();
    const plain = { grid: maze.grid, generator: maze.generator, seed: maze.seed };
    const img = await decodePng(await renderPng(plain, { cellSize: CS, rockColor: '#203040' }));
    const { grid } = maze;
    for (let c = 0; c < grid.size; c++) {
      expect(hex(img.at(PAD + grid.col(c) * CS + CS / 2, PAD + grid.row(c) * CS + CS / 2))).toBe('#ffffff');
    }
  });

  test('a layout that does not fit the passages is refused naming the rule', async () => {
    const maze = dungeonMaze();
    const broken = { ...maze, layout: { rooms: maze.layout!.rooms, doors: [{ from: 0, to: 1 }] } };
    await expect(renderPng(broken)).rejects.toThrow(/@mazekit\/render-canvas/);
  });
});

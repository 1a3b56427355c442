import { type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { isoProjection, renderIsoSvg, resolveIsoOptions, type IsoOptions } from '../src/index.js';
import { cases } from './cases.js';
import { testMaze } from './maze.js';
import { blocksOf } from './parse.js';

const SIDES = ['north', 'south', 'east', 'west'] as const;

/** Every closed side of every cell, each wall named once: `level:col:row:side` as the SVG names it. */
function wallsOfGrid(maze: Maze): string[] {
  const { grid } = maze;
  const out: string[] = [];
  for (let cell = 0; cell < grid.size; cell++) {
    const [col, row, level] = [grid.col(cell), grid.row(cell), grid.level(cell)];
    for (let d = 0; d < 4; d++) {
      if (grid.isOpen(cell, d)) continue;
      const side = SIDES[d]!;
      // Walls between two cells belong to the south/east cell as its north/west side.
      if (side === 'south' && row < grid.height - 1) continue;
      if (side === 'east' && col < grid.width - 1) continue;
      out.push(`${level}:${col}:${row}:${side}`);
    }
  }
  return out.sort();
}

/**
 * Projects each wall block's top face back into the maze: its four corners, unprojected at
 * the height of the wall tops of its floor, give a thin rectangle on one grid line; that line
 * and the cell beside it name the wall. The data attributes must say the same.
 */
function wallsOfPicture(maze: Maze, options: IsoOptions = {}): { fromGeometry: string[]; fromData: string[] } {
  const style = resolveIsoOptions(options);
  const proj = isoProjection(maze.grid, style);
  const { grid } = maze;
  const fromGeometry: string[] = [];
  const fromData: string[] = [];
  for (const block of blocksOf(renderIsoSvg(maze, options))) {
    if (block.role !== 'wall') continue;
    const top = block.faces[0]!;
    expect(top).toHaveLength(8);
    const z = proj.floorZ(block.level) + style.wallHeight;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < 8; i += 2) {
      const [x, y] = proj.unproject(top[i]!, top[i + 1]!, z);
      xs.push(x);
      ys.push(y);
    }
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const horizontal = x1 - x0 > y1 - y0;
    // A wall lies on a grid line, as thick as wallThickness, as long as a cell less that.
    expect(Math.min(x1 - x0, y1 - y0)).toBeCloseTo(style.wallThickness, 1);
    expect(Math.max(x1 - x0, y1 - y0)).toBeCloseTo(1 - style.wallThickness, 1);
    let key: string;
    if (horizontal) {
      const line = Math.round((y0 + y1) / 2);
      const col = Math.floor((x0 + x1) / 2);
      expect(Math.abs((y0 + y1) / 2 - line)).toBeLessThan(0.02);
      key = line < grid.height ? `${block.level}:${col}:${line}:north` : `${block.level}:${col}:${grid.height - 1}:south`;
    } else {
      const line = Math.round((x0 + x1) / 2);
      const row = Math.floor((y0 + y1) / 2);
      expect(Math.abs((x0 + x1) / 2 - line)).toBeLessThan(0.02);
      key = line < grid.width ? `${block.level}:${line}:${row}:west` : `${block.level}:${grid.width - 1}:${row}:east`;
    }
    fromGeometry.push(key);
    fromData.push(`${grid.level(block.cell)}:${grid.col(block.cell)}:${grid.row(block.cell)}:${block.side}`);
  }
  return { fromGeometry: fromGeometry.sort(), fromData: fromData.sort() };
}

describe('the walls drawn are the walls of the maze', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s: every wall block projects back to its cell and side', (_, fixture) => {
    const maze = fixture.maze();
    const { fromGeometry, fromData } = wallsOfPicture(maze, fixture.options);
    const expected = wallsOfGrid(maze);
    expect(fromGeometry).toEqual(expected);
    expect(fromData).toEqual(expected);
  });

  test('a missing wall or an extra one is caught', () => {
    const maze = testMaze(6, 5, 2, 'tamper');
    const { fromGeometry } = wallsOfPicture(maze);
    // Open one more passage after drawing: the picture no longer matches the grid.
    const cell = maze.grid.index(2, 2, 1);
    const dir = [0, 1, 2, 3].find((d) => !maze.grid.isOpen(cell, d))!;
    maze.grid.link(cell, dir);
    expect(fromGeometry).not.toEqual(wallsOfGrid(maze));
  });

  test('posts stand exactly where walls end', () => {
    const maze = testMaze(7, 6, 2, 'posts');
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    const posts = new Set<string>();
    for (const block of blocksOf(renderIsoSvg(maze))) {
      if (block.role !== 'post') continue;
      const [x, y] = proj.unproject(block.faces[0]![0]!, block.faces[0]![1]!, proj.floorZ(block.level) + style.wallHeight);
      posts.add(`${block.level}:${Math.round(x)}:${Math.round(y)}`);
    }
    const want = new Set<string>();
    for (const key of wallsOfGrid(maze)) {
      const [level, col, row, side] = key.split(':');
      const [c, r] = [Number(col), Number(row)];
      const ends =
        side === 'north' ? [[c, r], [c + 1, r]] : side === 'south' ? [[c, r + 1], [c + 1, r + 1]] : side === 'west' ? [[c, r], [c, r + 1]] : [[c + 1, r], [c + 1, r + 1]];
      for (const [x, y] of ends) want.add(`${level}:${x}:${y}`);
    }
    expect([...posts].sort()).toEqual([...want].sort());
  });

  test('wall blocks of a floor are painted back to front', () => {
    const maze = testMaze(8, 7, 2, 'order');
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    const previous = [-Infinity, -Infinity];
    let count = 0;
    for (const block of blocksOf(renderIsoSvg(maze))) {
      if (block.role === 'shaft') continue;
      // Blocks never overlap, so the sum of the centre's coordinates orders them back to front.
      const top = block.faces[0]!;
      let sum = 0;
      for (let i = 0; i < 8; i += 2) {
        const [x, y] = proj.unproject(top[i]!, top[i + 1]!, proj.floorZ(block.level) + style.wallHeight);
        sum += (x + y) / 4;
      }
      expect(sum).toBeGreaterThanOrEqual(previous[block.level]! - 0.01);
      previous[block.level] = sum;
      count++;
    }
    expect(count).toBeGreaterThan(100);
  });
});

import { OrthogonalGrid, TracePlayer, TraceRecorder, isMazekitError, type TraceState } from '@mazekit/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { Tile, blockVolume, blocksCanvasSize, drawBlocks, drawBlocksFrame } from '../src/index.js';
import { FakeContext } from './helpers/fake-context.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';

const colors = { wallColor: 'black', backgroundColor: 'white', upColor: 'olive', downColor: 'maroon', bothColor: 'teal' };

describe('drawBlocks', () => {
  test('one block of colour per tile, wall rows merged into runs', () => {
    for (const maze of [dfsMaze(7, 5, 1, 'd1'), wilsonMaze(5, 4, 3, 'd2')]) {
      const v = blockVolume(maze);
      const count = new Array<number>(6).fill(0);
      for (let z = 0; z < v.depth; z += 2) {
        for (const t of v.tiles.subarray(z * v.width * v.height, (z + 1) * v.width * v.height)) count[t]!++;
      }
      const ctx = new FakeContext();
      drawBlocks(ctx, maze, { ...colors, cellSize: 4 });
      expect(ctx.area('black', 4)).toBe(count[Tile.WALL]);
      expect(ctx.area('olive', 4)).toBe(count[Tile.UP]);
      expect(ctx.area('maroon', 4)).toBe(count[Tile.DOWN]);
      expect(ctx.area('teal', 4)).toBe(count[Tile.BOTH]);
      expect(ctx.rects.filter((r) => r.color === 'black').length).toBeLessThan(count[Tile.WALL]!);
      const size = blocksCanvasSize(maze, { cellSize: 4 });
      expect(ctx.rects[0]).toEqual({ x: 0, y: 0, w: size.width, h: size.height, color: 'white' });
      const clear = new FakeContext();
      drawBlocks(clear, maze, { ...colors, cellSize: 4, backgroundColor: 'none' });
      expect(clear.rects.some((r) => r.color === 'white' || r.color === 'none')).toBe(false);
      expect(clear.area('black', 4)).toBe(count[Tile.WALL]);
    }
  });

  test('canvas size: blocks plus padding, floors a block apart', () => {
    expect(blocksCanvasSize(dfsMaze(5, 5, 1, 's'))).toEqual({ width: 130, height: 130 });
    expect(blocksCanvasSize(dfsMaze(3, 2, 3, 's'), { cellSize: 2, padding: 0 })).toEqual({ width: 2 * (7 + 1 + 7), height: 2 * (5 + 1 + 5) });
    expect(blocksCanvasSize(dfsMaze(3, 2, 3, 's'), { cellSize: 2, padding: 0, columns: 3 })).toEqual({ width: 2 * 23, height: 10 });
  });

  test('bad options', () => {
    const maze = dfsMaze(2, 2, 1, 'bad');
    let error: unknown;
    try {
      drawBlocks(new FakeContext(), maze, { cellSize: 0 });
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^@mazekit\/render-blocks: option cellSize must be a number from 1 to 500, got 0/);
    expect(() => drawBlocks(new FakeContext(), maze, { upColor: '' })).toThrow(/upColor must be a CSS colour/);
    expect(() => drawBlocks(new FakeContext(), maze, { wallColor: 'notacolour' })).toThrow(/option wallColor must be a CSS colour: .*; got "notacolour"/);
    expect(() => drawBlocks(new FakeContext(), maze, { headColor: 'red' } as never)).toThrow(/unknown option "headColor"/);
    expect(() => blocksCanvasSize(dfsMaze(2000, 2, 1, 'w'), { cellSize: 20 })).toThrow(/too large/);
  });
});

const frameColors = {
  unvisitedColor: 'grey',
  visitedColor: 'blue',
  headColor: 'green',
  pathColor: 'white',
  frontierColor: 'gold',
  borderColor: 'red',
  wallColor: 'black',
  backgroundColor: 'transparent',
  cellSize: 10,
  padding: 0,
};

describe('drawBlocksFrame', () => {
  test('an empty grid: grey cells in a black lattice, red outer wall', () => {
    const grid = new OrthogonalGrid(3, 2);
    const ctx = new FakeContext();
    drawBlocksFrame(ctx, grid, new TracePlayer(grid, new TraceRecorder().finish()).seek(0), frameColors);
    expect(ctx.area('grey', 10)).toBe(6);
    expect(ctx.area('red', 10)).toBe(2 * 7 + 2 * 3);
    expect(ctx.area('black', 10)).toBe(7 * 5 - 6 - 20);
  });

  test('cells and carved walls follow the state', () => {
    const rec = new TraceRecorder();
    const maze = dfsMaze(6, 6, 1, 'frame', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    const state = player.seek(Math.floor(player.steps / 2));
    const ctx = new FakeContext();
    drawBlocksFrame(ctx, maze.grid, state, frameColors);
    const { grid } = maze;
    for (let c = 0; c < grid.size; c++) {
      const x = (2 * grid.col(c) + 1) * 10 + 5;
      const y = (2 * grid.row(c) + 1) * 10 + 5;
      expect(ctx.colorAt(x, y)).toBe(c === state.head ? 'green' : state.visited[c] ? 'blue' : 'grey');
      if (grid.col(c) < 5) expect(ctx.colorAt(x + 10, y)).toBe(state.cells[c]! & 4 ? 'blue' : 'black');
      if (grid.row(c) < 5) expect(ctx.colorAt(x, y + 10)).toBe(state.cells[c]! & 2 ? 'blue' : 'black');
    }
  });

  test("Wilson's walk and its links white; real pixels through @napi-rs/canvas", () => {
    const rec = new TraceRecorder();
    const maze = wilsonMaze(7, 7, 1, 'walk', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    let state: TraceState | undefined;
    for (let n = 1; n <= player.steps && !state; n++) {
      const s = player.seek(n);
      if (s.path.length >= 5) state = s;
    }
    const s = state!;
    const size = blocksCanvasSize(maze.grid);
    const canvas = createCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    drawBlocksFrame(ctx, maze.grid, s);
    const data = ctx.getImageData(0, 0, size.width, size.height).data;
    const pixel = (bx: number, by: number): number[] => {
      const i = ((10 + by * 10 + 5) * size.width + 10 + bx * 10 + 5) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const { grid } = maze;
    for (let i = 0; i < s.path.length; i++) {
      const c = s.path[i]!;
      const bx = 2 * grid.col(c) + 1;
      const by = 2 * grid.row(c) + 1;
      expect(pixel(bx, by)).toEqual(i === s.path.length - 1 ? [0x22, 0xc3, 0x3a] : [255, 255, 255]);
      if (i > 0) {
        const p = s.path[i - 1]!;
        expect(pixel((bx + 2 * grid.col(p) + 1) / 2, (by + 2 * grid.row(p) + 1) / 2)).toEqual([255, 255, 255]);
      }
    }
    for (let c = 0; c < grid.size; c++) {
      if (s.onPath[c] || c === s.head) continue;
      expect(pixel(2 * grid.col(c) + 1, 2 * grid.row(c) + 1)).toEqual(s.visited[c] ? [0x3a, 0x6f, 0xd8] : [0xbd, 0xbd, 0xbd]);
    }
    expect(pixel(0, 3)).toEqual([0xe0, 0, 0]);
    expect(pixel(2, 2)).toEqual([0, 0, 0]);
  });

  test('multi-level: carved stairs get a mark in their colour', () => {
    const rec = new TraceRecorder();
    const maze = dfsMaze(3, 3, 2, 'stairs', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    const state = player.seek(player.steps);
    const ctx = new FakeContext();
    drawBlocksFrame(ctx, maze.grid, state, { ...frameColors, upColor: 'olive', downColor: 'maroon' });
    let ups = 0;
    for (const v of state.cells) ups += v & 16 ? 1 : 0;
    expect(ups).toBeGreaterThan(0);
    expect(ctx.area('olive', 10)).toBe(ups / 4);
    expect(ctx.area('maroon', 10)).toBe(ups / 4);
  });

  test('refuses a state of another grid', () => {
    const grid = new OrthogonalGrid(3, 3);
    const other = new TracePlayer(new OrthogonalGrid(2, 2), new TraceRecorder().finish()).seek(0);
    expect(() => drawBlocksFrame(new FakeContext(), grid, other)).toThrow(/^@mazekit\/render-blocks: frame state.*9 cells/);
  });
});

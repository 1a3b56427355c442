import { Bits, TracePlayer, TraceRecorder, isMazekitError, type TraceState } from '@mazekit/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { canvasSize, drawMaze, renderFramePng, renderPng, renderPngSync, renderer } from '../src/index.js';
import { loadCanvasModule, loadCanvasModuleSync } from '../src/napi.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';
import { brightness, decodePng } from './helpers/pixels.js';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CS = 16;
const PAD = 10;

describe('renderPng', () => {
  test('walls are dark and passages light, pixel by pixel', async () => {
    const maze = dfsMaze(5, 5, 1, 'pixels');
    const bytes = await renderPng(maze);
    expect([...bytes.slice(0, 8)]).toEqual(PNG_MAGIC);
    const img = await decodePng(bytes);
    expect({ width: img.width, height: img.height }).toEqual(canvasSize(maze));
    const { grid } = maze;
    let dark = 0;
    let light = 0;
    for (let c = 0; c < grid.size; c++) {
      const x = PAD + grid.col(c) * CS;
      const y = PAD + grid.row(c) * CS;
      expect(brightness(img.at(x + CS / 2, y + CS / 2))).toBeGreaterThan(230);
      // East side: the middle of the line between this cell and the next column.
      const east = brightness(img.at(x + CS, y + CS / 2));
      const south = brightness(img.at(x + CS / 2, y + CS));
      if (grid.isOpen(c, 2)) expect(east).toBeGreaterThan(230);
      else expect(east).toBeLessThan(40);
      if (grid.isOpen(c, 1)) expect(south).toBeGreaterThan(230);
      else expect(south).toBeLessThan(40);
      dark += Number(!grid.isOpen(c, 2)) + Number(!grid.isOpen(c, 1));
      light += Number(grid.isOpen(c, 2)) + Number(grid.isOpen(c, 1));
    }
    // A perfect 5x5 maze has 24 passages; the border adds 10 closed east/south sides.
    expect(light).toBe(24);
    expect(dark).toBe(50 - 24);
    // The padding stays background.
    expect(brightness(img.at(2, 2))).toBeGreaterThan(230);
  });

  test('heat map and start/goal colours reach the pixels', async () => {
    const maze = dfsMaze(6, 6, 1, 'heat-pixels');
    maze.start = 0;
    maze.goal = 35;
    const img = await decodePng(await renderPng(maze, { heatmap: true, heatColor: '#0000ff', startColor: '#00ff00', goalColor: '#ff0000' }));
    const [r0, g0, b0] = img.at(PAD + 2, PAD + 2 + 1); // start cell, outside the inset square
    expect(b0).toBeGreaterThan(200);
    expect(r0).toBeGreaterThan(200); // nearly unshaded next to the start
    expect(g0).toBeGreaterThan(200);
    expect(img.at(PAD + CS / 2, PAD + CS / 2)).toEqual([0, 255, 0, 255]);
    expect(img.at(PAD + 5 * CS + CS / 2, PAD + 5 * CS + CS / 2)).toEqual([255, 0, 0, 255]);
  });

  test('a title reaches the pixels, in the strip above the maze', async () => {
    const maze = dfsMaze(6, 3, 1, 'title-pixels');
    const img = await decodePng(await renderPng(maze, { title: 'Maze 6x3' }));
    expect({ width: img.width, height: img.height }).toEqual(canvasSize(maze, { title: 'Maze 6x3' }));
    let dark = 0;
    for (let y = PAD; y < PAD + 24; y++) for (let x = PAD; x < img.width - PAD; x++) dark += Number(brightness(img.at(x, y)) < 128);
    expect(dark).toBeGreaterThan(20);
    // The maze's top-left wall corner sits below the 24 px strip.
    expect(brightness(img.at(PAD, PAD + 24 + CS / 2))).toBeLessThan(40);
  });

  test('the synchronous renderer gives the same picture', async () => {
    const maze = dfsMaze(7, 4, 2, 'same');
    const a = await decodePng(renderer.render(maze, { format: 'png', cellSize: 12 }) as Uint8Array);
    const b = await decodePng(await renderPng(maze, { cellSize: 12 }));
    const c = await decodePng(renderPngSync(maze, { cellSize: 12 }));
    expect(a.width).toBe(b.width);
    for (let y = 0; y < a.height; y += 3) {
      for (let x = 0; x < a.width; x += 3) {
        expect(a.at(x, y)).toEqual(b.at(x, y));
        expect(c.at(x, y)).toEqual(b.at(x, y));
      }
    }
  });

  test('renderer metadata and format check', () => {
    expect(renderer.formats).toEqual(['png']);
    expect(renderer.extensions).toEqual({ png: 'png' });
    expect(renderer.options.map((o) => o.name)).toContain('heatmap');
    expect(() => renderer.render(dfsMaze(2, 2, 1, 'f'), { format: 'svg' })).toThrow(/@mazekit\/render-canvas: format must be png, got "svg"/);
  });

  test('a missing @napi-rs/canvas is reported with how to install it', async () => {
    const name = '@mazekit/no-such-canvas-package';
    await expect(loadCanvasModule(name)).rejects.toThrow(/optional peer dependency @mazekit\/no-such-canvas-package.*npm install/);
    let error: unknown;
    try {
      loadCanvasModuleSync(name);
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^@mazekit\/render-canvas: PNG output needs/);
  });
});

test('an @napi-rs/canvas context is a CanvasContext as it is', async () => {
  const maze = dfsMaze(3, 3, 1, 'direct');
  const { width, height } = canvasSize(maze);
  const canvas = createCanvas(width, height);
  drawMaze(canvas.getContext('2d'), maze);
  const img = await decodePng(canvas.toBuffer('image/png'));
  expect(brightness(img.at(PAD, PAD + CS / 2))).toBeLessThan(40);
});

describe('renderFramePng', () => {
  function hue([r, g, b]: readonly number[]): 'grey' | 'blue' | 'green' | 'white' | 'red' | 'other' {
    if (r! > 240 && g! > 240 && b! > 240) return 'white';
    if (Math.abs(r! - g!) < 8 && Math.abs(g! - b!) < 8 && r! > 150) return 'grey';
    if (b! > r! + 80 && b! > g! + 40) return 'blue';
    if (g! > r! + 80 && g! > b! + 80) return 'green';
    if (r! > g! + 120 && r! > b! + 120) return 'red';
    return 'other';
  }

  test('unvisited grey, visited blue, head green, border red', async () => {
    const rec = new TraceRecorder();
    const maze = dfsMaze(10, 10, 1, 'frame-pixels', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    const state = player.seek(Math.floor(player.steps / 3));
    const img = await decodePng(await renderFramePng(maze.grid, state));
    const seen = new Set<string>();
    for (let c = 0; c < maze.grid.size; c++) {
      const want = c === state.head ? 'green' : state.visited[c] ? 'blue' : 'grey';
      expect(hue(img.at(PAD + maze.grid.col(c) * CS + CS / 2, PAD + maze.grid.row(c) * CS + CS / 2))).toBe(want);
      seen.add(want);
    }
    expect([...seen].sort()).toEqual(['blue', 'green', 'grey']);
    expect(hue(img.at(PAD, PAD + CS * 5.5))).toBe('red');
    expect(hue(img.at(PAD + CS * 3.5, PAD + CS * 10))).toBe('red');
  });

  test("Wilson's walk: the path white, with the walls between its cells opened white", async () => {
    const rec = new TraceRecorder();
    const maze = wilsonMaze(8, 8, 1, 'walk-pixels', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    let state: TraceState | undefined;
    for (let n = 1; n <= player.steps && !state; n++) {
      const s = player.seek(n);
      if (s.path.length >= 5) state = s;
    }
    const s = state!;
    const img = await decodePng(await renderFramePng(maze.grid, s));
    const { grid } = maze;
    const centre = (c: number): [number, number] => [PAD + grid.col(c) * CS + CS / 2, PAD + grid.row(c) * CS + CS / 2];
    for (let i = 0; i < s.path.length; i++) {
      const c = s.path[i]!;
      expect(hue(img.at(...centre(c)))).toBe(i === s.path.length - 1 ? 'green' : 'white');
      if (i > 0) {
        const [x1, y1] = centre(s.path[i - 1]!);
        const [x2, y2] = centre(c);
        expect(hue(img.at((x1 + x2) / 2, (y1 + y2) / 2))).toBe('white');
      }
    }
  });

  test('multi-level frames: floors side by side, stairs marked once carved', async () => {
    const rec = new TraceRecorder();
    const maze = dfsMaze(4, 4, 2, 'stairs-pixels', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    const state = player.seek(player.steps);
    const img = await decodePng(await renderFramePng(maze.grid, state, { labels: false }));
    expect({ width: img.width, height: img.height }).toEqual(canvasSize(maze, { labels: false }));
    const { grid } = maze;
    for (let c = 0; c < grid.size; c++) {
      const x0 = PAD + (grid.col(c) + grid.level(c) * 5) * CS;
      const y0 = PAD + grid.row(c) * CS;
      const stair = state.cells[c]! & (Bits.U | Bits.D);
      // A stair glyph is dark at its centre line; a plain visited cell is blue there.
      const mid = img.at(x0 + CS / 2, y0 + CS / 2 + (stair === Bits.U ? 2 : stair === Bits.D ? -2 : 0));
      if (stair && stair !== (Bits.U | Bits.D)) expect(brightness(mid)).toBeLessThan(60);
      else if (!stair) expect(hue(mid)).toBe('blue');
    }
  });
});

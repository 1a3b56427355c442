import { describe, expect, test } from 'vitest';
import { buildScene, drawIso, isoCanvasSize, isoProjection, renderIsoPng, renderIsoPngSync, renderer, resolveIsoOptions } from '../src/index.js';
import { testMaze } from './maze.js';
import { decodePng } from './pixels.js';

describe('PNG through @napi-rs/canvas', () => {
  test('walls, floor, route and background reach the pixels', async () => {
    const maze = testMaze(10, 8, 2, 'pixels', true, true);
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    // Walls and floors without the route (which goes over everything), then the route.
    const img = await decodePng(await renderIsoPng(maze, { solution: false }));
    expect([img.width, img.height]).toEqual([proj.width, proj.height]);
    expect(img.at(1, 1)).toEqual([255, 255, 255, 255]);
    const { grid } = maze;
    let walls = 0;
    for (let cell = 0; cell < grid.size; cell++) {
      const [col, row, level] = [grid.col(cell), grid.row(cell), grid.level(cell)];
      const z = proj.floorZ(level);
      // The top of the north wall, mid-way along it: the wall colour, or the floor where open.
      const [wx, wy] = proj.project(col + 0.5, row, z + style.wallHeight);
      const [r, g, b] = img.at(wx, wy);
      if (!grid.isOpen(cell, 0)) {
        expect([r, g, b]).toEqual([0xc2, 0xb5, 0x9b]);
        walls++;
      }
    }
    expect(walls).toBeGreaterThan(60);
    // On a flat maze without marks every cell shows the light floor, a little behind its
    // middle (right in the middle, the edge of the post at its front corner is within a pixel).
    const flat = testMaze(8, 6, 1, 'flat-pixels');
    const flatProj = isoProjection(flat.grid, style);
    const flatImg = await decodePng(await renderIsoPng(flat));
    for (let cell = 0; cell < flat.grid.size; cell++) {
      const [fx, fy] = flatProj.project(flat.grid.col(cell) + 0.3, flat.grid.row(cell) + 0.3, 0);
      expect(Math.min(...flatImg.at(fx, fy).slice(0, 3))).toBeGreaterThan(230);
    }
    // Every vertex of the route is drawn in the solution colour (#e4572e).
    const scene = buildScene(maze);
    const routed = await decodePng(await renderIsoPng(maze));
    for (let i = 0; i < scene.route.length; i += 2) {
      const [r, g, b] = routed.at(scene.route[i]!, scene.route[i + 1]!);
      const pin = maze.solution![i / 2] === maze.start || maze.solution![i / 2] === maze.goal;
      if (!pin) expect([r, g, b]).toEqual([0xe4, 0x57, 0x2e]);
    }
  });

  test('sync, async and the renderer give the same PNG', async () => {
    const maze = testMaze(4, 3, 2, 'same', true);
    const a = await renderIsoPng(maze, { cellSize: 14 });
    const b = renderIsoPngSync(maze, { cellSize: 14 });
    const c = renderer.render(maze, { format: 'iso-png', cellSize: 14 }) as Uint8Array;
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(c).equals(Buffer.from(a))).toBe(true);
    expect(isoCanvasSize(maze, { cellSize: 14 })).toEqual({ width: (await decodePng(a)).width, height: (await decodePng(a)).height });
  });
});

test('drawIso paints the scene in order through any 2D context', () => {
  const maze = testMaze(3, 3, 2, 'fake', true);
  const calls: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get: (_, name: string) => (name in ({} as object) ? undefined : (...args: unknown[]) => calls.push(`${name}(${args.length})`)),
      set: (_, name: string, value: unknown) => {
        calls.push(`${name}=${String(value)}`);
        return true;
      },
    },
  );
  drawIso(ctx as never, maze);
  expect(calls[0]).toBe('globalAlpha=1');
  expect(calls[1]).toBe('fillStyle=#ffffff');
  expect(calls[2]).toBe('fillRect(4)');
  const scene = buildScene(maze);
  let polys = 0;
  const count = (items: typeof scene.items): void => {
    for (const item of items) {
      if (item.kind === 'floor') count(item.items);
      else if (item.kind === 'poly') polys++;
      else if (item.kind === 'block') polys += item.faces.length;
    }
  };
  count(scene.items);
  expect(calls.filter((c) => c === 'closePath(0)')).toHaveLength(polys);
  expect(calls.filter((c) => c === 'arc(5)')).toHaveLength(2);
  expect(calls.filter((c) => c.startsWith('fillText'))).toHaveLength(2 + 2);
});

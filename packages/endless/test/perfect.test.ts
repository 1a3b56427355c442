import { OrthogonalGrid } from '@mazekit/core';
import { assertPerfect } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { TEXTURES, window, windowMaze } from '../src/index.js';
import { chunkColumn, chunkRow, dx, dy } from '../src/jag.js';
import { resolveWorld } from '../src/world.js';
import { components, innerPassages } from './helpers.js';

describe.each(TEXTURES)('the %s texture', (texture) => {
  it.each([
    [8, 2],
    [4, 3],
    [2, 6],
    [64, 1],
    [3, 4],
    [16, 2],
    [21, 2],
  ])('makes a whole small world (chunk %i, %i levels) a perfect maze', (chunk, levels) => {
    const size = chunk ** levels;
    for (const seed of ['a', 'b', 'perfect', '42']) {
      const cells = window(seed, 0, 0, size, size, { texture, chunk, levels });
      assertPerfect(new OrthogonalGrid(size, size, 1, cells), `${texture} ${seed} ${size}x${size}`);
    }
  });

  it.each([
    [8, 2],
    [16, 2],
  ])('builds the same small world (chunk %i, %i levels) from windows of any shape', (chunk, levels) => {
    const options = { texture, chunk, levels };
    const size = chunk ** levels;
    const whole = window('tiles', 0, 0, size, size, options);
    for (const [w, h] of [[7, 5], [13, 64], [64, 1], [1, 9]] as const) {
      const stitched = new Uint8Array(size * size);
      for (let y = 0; y < size; y += h) {
        for (let x = 0; x < size; x += w) {
          const tw = Math.min(w, size - x);
          const th = Math.min(h, size - y);
          const tile = window('tiles', x, y, tw, th, options);
          for (let r = 0; r < th; r++) stitched.set(tile.subarray(r * tw, (r + 1) * tw), (y + r) * size + x);
        }
      }
      expect(stitched).toEqual(whole);
    }
  });

  it('has no loop inside a large window of the big world: a forest, its passages = cells - pieces', () => {
    for (const [x, y] of [[0, 0], [2 ** 31 - 150, 2 ** 31 - 100], [2 ** 48 - 300, 2 ** 48 - 200]] as const) {
      const cells = window('forest', x, y, 300, 200, { texture });
      expect(innerPassages(cells, 300, 200)).toBe(300 * 200 - components(cells, 300, 200));
    }
  });

  it('closes the passages that leave the window in windowMaze, and only those', () => {
    const raw = window('maze', 5000, 7000, 40, 30, { texture });
    const maze = windowMaze('maze', 5000, 7000, 40, 30, { texture });
    expect(maze.generator).toBe(`endless-${texture}`);
    expect(maze.seed).toBe('maze');
    for (let r = 0; r < 30; r++) {
      for (let c = 0; c < 40; c++) {
        const outward = (r === 0 ? 1 : 0) | (r === 29 ? 2 : 0) | (c === 39 ? 4 : 0) | (c === 0 ? 8 : 0);
        expect(maze.grid.cells[r * 40 + c]).toBe(raw[r * 40 + c]! & ~outward);
      }
    }
  });

  it('never opens a passage off the world at its four edges', () => {
    const size = 2 ** 48;
    expect(window('edge', 0, 0, 50, 1, { texture }).every((b) => (b & 1) === 0)).toBe(true);
    expect(window('edge', size - 50, size - 1, 50, 1, { texture }).every((b) => (b & 2) === 0)).toBe(true);
    expect(window('edge', size - 1, 7, 1, 50, { texture }).every((b) => (b & 4) === 0)).toBe(true);
    expect(window('edge', 0, size - 50, 1, 50, { texture }).every((b) => (b & 8) === 0)).toBe(true);
  });
});

it('gives different worlds for different seeds and textures', () => {
  const a = window('one', 100, 100, 32, 32);
  expect(window('two', 100, 100, 32, 32)).not.toEqual(a);
  expect(window('one', 100, 100, 32, 32, { texture: 'division' })).not.toEqual(a);
  expect(window(7, 0, 0, 16, 16)).toEqual(window('7', 0, 0, 16, 16));
});

it('carves each straight level-1 chunk (under 16 cells) as the backtracker does with the seed "<seed>/1/<bx>/<by>"', async () => {
  const { generate } = await import('@mazekit/core');
  const { generator } = await import('@mazekit/generator-backtracker');
  const options = { chunk: 8, levels: 3 };
  const inner = window('pin', 8 * 3, 8 * 5, 8, 8, options);
  const chunk = generate(generator, { width: 8, height: 8, seed: 'pin/1/3/5' }).grid.cells;
  // The carved chunk has no doors on its border; the world's cells may add some there.
  for (let i = 0; i < 8 * 8; i++) expect(inner[i]! & chunk[i]!).toBe(chunk[i]);
  let extra = 0;
  for (let i = 0; i < 8 * 8; i++) extra += Number(inner[i] !== chunk[i]);
  expect(extra).toBeLessThanOrEqual(4);
});

describe('jagged chunk borders', () => {
  const world = resolveWorld('jag');

  it('never run straight for more than 4 cells, or 8 where a vertical border crosses a horizontal one', () => {
    for (const border of [1, 2, 7, 2 ** 25, 2 ** 42 - 1]) {
      for (const along of [0, 64 * 9, 2 ** 31 - 64 * 3, 2 ** 48 - 64 * 4]) {
        let vRun = 1;
        let hRun = 1;
        for (let t = along + 1; t < along + 64 * 3; t++) {
          vRun = dx(world, border, t) === dx(world, border, t - 1) ? vRun + 1 : 1;
          hRun = dy(world, border, t) === dy(world, border, t - 1) ? hRun + 1 : 1;
          expect(vRun, `vertical border ${border} at row ${t}`).toBeLessThanOrEqual(t % 64 < 4 || t % 64 >= 60 ? 8 : 4);
          expect(hRun, `horizontal border ${border} at column ${t}`).toBeLessThanOrEqual(4);
          expect(Math.abs(dx(world, border, t))).toBeLessThanOrEqual(3);
          expect(Math.abs(dy(world, border, t))).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it("stay straight along the world's edges", () => {
    for (const t of [5, 70, 2 ** 40 + 9]) {
      expect(dx(world, 0, t)).toBe(0);
      expect(dx(world, 2 ** 42, t)).toBe(0);
      expect(dy(world, 0, t)).toBe(0);
      expect(dy(world, 2 ** 42, t)).toBe(0);
    }
  });

  it('make each chunk one tree of about 64² cells within them, left only through at most one door a side', () => {
    for (const [i, j] of [[3, 5], [2 ** 25 - 1, 2 ** 25], [0, 0]] as const) {
      const x0 = Math.max(0, 64 * i - 8);
      const y0 = Math.max(0, 64 * j - 8);
      const cells = window('jag', x0, y0, 80, 80);
      const mine = (x: number, y: number) => chunkColumn(world, x, y) === i && chunkRow(world, x, y) === j;
      let count = 0;
      let outside = 0;
      let inner = 0;
      let doors = 0;
      for (let r = 0; r < 80; r++) {
        for (let c = 0; c < 80; c++) {
          if (!mine(x0 + c, y0 + r)) continue;
          count++;
          if (c + x0 < 64 * i || c + x0 >= 64 * i + 64 || r + y0 < 64 * j || r + y0 >= 64 * j + 64) outside++;
          const bits = cells[r * 80 + c]!;
          for (const [bit, ddx, ddy] of [[1, 0, -1], [2, 0, 1], [4, 1, 0], [8, -1, 0]] as const) {
            if ((bits & bit) === 0) continue;
            if (mine(x0 + c + ddx, y0 + r + ddy)) inner++;
            else doors++;
          }
        }
      }
      // Every chunk cell lies in the window; a tree's passages, each counted from both ends.
      expect(inner / 2).toBe(count - 1);
      expect(count).toBeGreaterThan(64 * 64 - 64 * 4 * 3);
      expect(count).toBeLessThan(64 * 64 + 64 * 4 * 3);
      expect(outside, 'cells beyond the straight square').toBeGreaterThan(0);
      expect(doors).toBeLessThanOrEqual(4);
      const square = new Uint8Array(64 * 64);
      for (let r = 0; r < 64; r++) square.set(cells.subarray((64 * j - y0 + r) * 80 + 64 * i - x0, (64 * j - y0 + r) * 80 + 64 * i - x0 + 64), r * 64);
      expect(components(square, 64, 64), 'not a square maze').toBeGreaterThan(1);
    }
  });
});

import { OrthogonalGrid } from '@mazekit/core';
import { assertPerfect } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { TEXTURES, window, windowMaze } from '../src/index.js';
import { components, innerPassages } from './helpers.js';

describe.each(TEXTURES)('the %s texture', (texture) => {
  it.each([
    [8, 2],
    [4, 3],
    [2, 6],
    [64, 1],
    [3, 4],
  ])('makes a whole small world (chunk %i, %i levels) a perfect maze', (chunk, levels) => {
    const size = chunk ** levels;
    for (const seed of ['a', 'b', 'perfect', '42']) {
      const cells = window(seed, 0, 0, size, size, { texture, chunk, levels });
      assertPerfect(new OrthogonalGrid(size, size, 1, cells), `${texture} ${seed} ${size}x${size}`);
    }
  });

  it('builds the same small world from windows of any shape', () => {
    const options = { texture, chunk: 8, levels: 2 };
    const whole = window('tiles', 0, 0, 64, 64, options);
    for (const [w, h] of [[7, 5], [13, 64], [64, 1], [1, 9]] as const) {
      const stitched = new Uint8Array(64 * 64);
      for (let y = 0; y < 64; y += h) {
        for (let x = 0; x < 64; x += w) {
          const tw = Math.min(w, 64 - x);
          const th = Math.min(h, 64 - y);
          const tile = window('tiles', x, y, tw, th, options);
          for (let r = 0; r < th; r++) stitched.set(tile.subarray(r * tw, (r + 1) * tw), (y + r) * 64 + x);
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

it('carves each level-1 chunk as the backtracker does with the seed "<seed>/1/<bx>/<by>"', async () => {
  const { generate } = await import('@mazekit/core');
  const { generator } = await import('@mazekit/generator-backtracker');
  const inner = window('pin', 64 * 3, 64 * 5, 64, 64);
  const chunk = generate(generator, { width: 64, height: 64, seed: 'pin/1/3/5' }).grid.cells;
  // The carved chunk has no doors on its border; the world's cells may add some there.
  for (let i = 0; i < 64 * 64; i++) expect(inner[i]! & chunk[i]!).toBe(chunk[i]);
  let extra = 0;
  for (let i = 0; i < 64 * 64; i++) extra += Number(inner[i] !== chunk[i]);
  expect(extra).toBeLessThanOrEqual(4);
});

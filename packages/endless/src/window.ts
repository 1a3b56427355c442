import { Bits, OrthogonalGrid, type Maze, type Seed } from '@mazekit/core';
import { checkWindow } from './check.js';
import { chunksWindow } from './chunks-window.js';
import { divisionWindow } from './division-window.js';
import { resolveWorld, type WorldOptions } from './world.js';

/**
 * The passage bits of the `width × height` window whose north-west cell is (`x`, `y`), one
 * byte a cell, row-major (N 1, S 2, E 4, W 8 as in maze JSON). Every cell holds its bits as
 * they are in the world: a passage leaving the window is an open bit towards a cell outside
 * it, so any two windows agree on every cell they share and tile without seams. Time: the
 * window's area plus O(log of the world's side); memory: the window (plus one chunk).
 */
export function window(seed: Seed, x: number, y: number, width: number, height: number, options: WorldOptions = {}): Uint8Array {
  const world = resolveWorld(seed, options);
  checkWindow(world, x, y, width, height);
  const out = new Uint8Array(width * height);
  if (world.texture === 'division') divisionWindow(world, x, y, width, height, out);
  else chunksWindow(world, x, y, width, height, out);
  return out;
}

/**
 * The window as a mazekit {@link Maze} that every renderer draws and maze JSON can hold:
 * the same bits as {@link window} with the passages that leave the window closed (maze
 * JSON allows none off the grid). Generator id `endless-<texture>`; seed as given.
 */
export function windowMaze(seed: Seed, x: number, y: number, width: number, height: number, options: WorldOptions = {}): Maze {
  const world = resolveWorld(seed, options);
  const cells = window(seed, x, y, width, height, options);
  for (let c = 0; c < width; c++) {
    cells[c]! &= ~Bits.N;
    cells[(height - 1) * width + c]! &= ~Bits.S;
  }
  for (let r = 0; r < height; r++) {
    cells[r * width]! &= ~Bits.W;
    cells[r * width + width - 1]! &= ~Bits.E;
  }
  return { grid: new OrthogonalGrid(width, height, 1, cells), generator: `endless-${world.texture}`, seed: world.seed };
}

/** The side, in cells, of the square world `options` describe (2^48 by default). */
export function worldSize(options: WorldOptions = {}): number {
  return resolveWorld('', options).size;
}

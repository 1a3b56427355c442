import { OrthogonalGrid, createRng } from '@mazekit/core';
import { carveBacktracker } from '@mazekit/generator-backtracker';
import { below, fmix, mixInt, mixWord } from './hash.js';
import { dx, dy } from './jag.js';
import type { World } from './world.js';

// The 'chunks' texture. A level-k block is `chunk^k` cells on a side (level 0 is one cell,
// level `levels` the whole world) and is made of chunk × chunk blocks of level k - 1. Every
// block of level k ≥ 1 holds a spanning tree over its children, carved by the recursive
// backtracker on a chunk × chunk grid with the seed `<seed>/<k>/<bx>/<by>` (the block's
// coordinates in blocks of its level). At level 1 the children are cells and the tree is the
// maze itself (carved by ChunkCarver, each chunk within its jagged borders); above, each tree
// edge between two child blocks becomes one door: a single passage through their shared
// border, at a place hashed from the seed and the border.

/** A scratch grid per chunk size, so a window allocates one and reuses it for every block. */
export class BlockCarver {
  private readonly grid: OrthogonalGrid;
  private readonly world: World;

  constructor(world: World) {
    this.world = world;
    this.grid = new OrthogonalGrid(world.chunk, world.chunk);
  }

  /** The passage bits (chunk × chunk, row-major) of the tree of block (bx, by) at `level`. */
  tree(level: number, bx: number, by: number): Uint8Array {
    this.grid.cells.fill(0);
    carveBacktracker(this.grid, createRng(`${this.world.seed}/${level}/${bx}/${by}`));
    return this.grid.cells;
  }
}

/** Door direction numbers: the east or the south border of a block. */
export const EAST_DOOR = 0;
/** The south border. */
export const SOUTH_DOOR = 1;

/**
 * The two cells of the door through the east (or south) border of block (cx, cy) at `level`
 * (a block of chunk^level cells a side, level ≥ 1), as [x, y] of the cell in that block and
 * [x, y] of the cell across: the pair of cells facing each other across the jagged level-1
 * border at a row (or column) hashed from the seed and the border. A door through an east
 * border keeps JAG rows away from every horizontal border line (there a cell's chunk row
 * depends on its column); a south border's door may lie anywhere along it.
 */
export function door(world: World, level: number, cx: number, cy: number, dir: number): [number, number, number, number] {
  const C = world.chunk;
  const S = C ** level;
  let h = mixWord(world.key1 | 0, level * 2 + dir);
  h = mixInt(h, cx);
  h = mixInt(h, cy);
  const a = fmix(h ^ world.key0);
  const b = fmix((h + 0x2545f491) | 0);
  if (dir === EAST_DOOR) {
    const usable = C - 2 * world.jag;
    const n = below(a, b, (S / C) * usable);
    const y = cy * S + C * Math.floor(n / usable) + world.jag + (n % usable);
    const k = ((cx + 1) * S) / C;
    const x = C * k + dx(world, k, y);
    return [x - 1, y, x, y];
  }
  const x = cx * S + below(a, b, S);
  const k = ((cy + 1) * S) / C;
  const y = C * k + dy(world, k, x);
  return [x, y - 1, x, y];
}

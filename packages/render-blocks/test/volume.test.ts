import { Bits, OrthogonalGrid, maskGrid, type Maze } from '@mazekit/core';
import { HexTestGrid } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { Tile, blockMatrix, blockVolume, renderer } from '../src/index.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';

describe('blockVolume', () => {
  test('hand-made two-floor maze, block by block', () => {
    // Floor 0: two cells joined east-west; the east one has a stair up to the cell above it.
    const grid = new OrthogonalGrid(2, 1, 2);
    grid.link(0, 2); // east
    grid.link(1, 4); // up
    grid.link(2, 2); // east, on floor 1
    expect(blockMatrix(grid)).toEqual([
      [
        [1, 1, 1, 1, 1],
        [1, 0, 0, 2, 1],
        [1, 1, 1, 1, 1],
      ],
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 5, 1],
        [1, 1, 1, 1, 1],
      ],
      [
        [1, 1, 1, 1, 1],
        [1, 0, 0, 3, 1],
        [1, 1, 1, 1, 1],
      ],
    ]);
  });

  test('a cell with stairs both ways is marked both', () => {
    const grid = new OrthogonalGrid(1, 1, 3);
    grid.link(0, 4);
    grid.link(1, 4);
    expect(blockMatrix(grid).map((layer) => layer[1]![1])).toEqual([Tile.UP, Tile.SHAFT, Tile.BOTH, Tile.SHAFT, Tile.DOWN]);
  });

  test('open blocks are exactly the cells plus one per passage', () => {
    for (const maze of [dfsMaze(9, 7, 1, 'v1'), wilsonMaze(6, 5, 3, 'v2'), dfsMaze(4, 8, 4, 'v3')]) {
      const { grid } = maze;
      const v = blockVolume(maze);
      expect(v.tiles.length).toBe(v.width * v.height * v.depth);
      const count = new Array<number>(6).fill(0);
      for (const t of v.tiles) count[t]!++;
      let flat = 0;
      let ups = 0;
      let upCells = 0;
      let downCells = 0;
      let both = 0;
      for (const bits of grid.cells) {
        flat += (bits & Bits.E ? 1 : 0) + (bits & Bits.S ? 1 : 0);
        ups += bits & Bits.U ? 1 : 0;
        const s = bits & (Bits.U | Bits.D);
        if (s === Bits.U) upCells++;
        else if (s === Bits.D) downCells++;
        else if (s) both++;
      }
      expect(count[Tile.SHAFT]).toBe(ups);
      expect(count[Tile.UP]).toBe(upCells);
      expect(count[Tile.DOWN]).toBe(downCells);
      expect(count[Tile.BOTH]).toBe(both);
      expect(count[Tile.PASSAGE]! + upCells + downCells + both).toBe(grid.size + flat);
      // A perfect maze: passages = cells - 1.
      expect(flat + ups).toBe(grid.size - 1);
      // The outer ring of every layer is solid.
      for (let z = 0; z < v.depth; z++) {
        for (let x = 0; x < v.width; x++) {
          expect(v.tiles[x + v.width * v.height * z]).toBe(Tile.WALL);
          expect(v.tiles[x + v.width * (v.height - 1 + v.height * z)]).toBe(Tile.WALL);
        }
      }
    }
  });

  test('refuses what is not a maze', () => {
    expect(() => blockVolume({} as never)).toThrow(/^@mazekit\/render-blocks: expected a maze or an orthogonal grid, got \{\}$/);
  });

  test('refuses other shapes in one line naming the shapes it draws', () => {
    const hex = { grid: new HexTestGrid(3, 3), generator: 'x', seed: '1' } as unknown as Maze;
    const message = '@mazekit/render-blocks: draws only orthogonal grids (squares, unmasked), got a "hex-test" grid; draw other shapes as svg or png';
    expect(() => blockVolume(hex as never)).toThrow(message);
    expect(() => renderer.render(hex, { format: 'blocks' })).toThrow(message);
    const masked = maskGrid(new OrthogonalGrid(2, 2), [1, 1, 1, 0]);
    expect(() => blockVolume(masked as never)).toThrow('got a masked "orthogonal" grid');
  });
});

import { Bits, CellKind, MazekitError, describeValue, gridKind, isOrthogonal, layoutCells, type Grid, type Maze, type OrthogonalGrid } from '@mazekit/core';
import { PACKAGE } from './package.js';
import { Tile } from './tiles.js';

/**
 * A maze as a volume of blocks, seed 002's block grid: on every floor, odd (x, y) are
 * cells and even ones walls, so a floor is (2w+1) × (2h+1) blocks. Between floors `k` and
 * `k + 1` lies one in-between layer, solid except where a stair passes. Floor `k` is layer
 * `2k`, so there are `2L - 1` layers: no solid cap below the ground floor or above the top
 * one, since each floor is already closed by its own walls. Block (x, y, z) is
 * `tiles[x + width × (y + height × z)]`, a {@link Tile} code.
 */
export interface BlockVolume {
  /** Blocks across: `2 × columns + 1`. */
  readonly width: number;
  /** Blocks down: `2 × rows + 1`. */
  readonly height: number;
  /** Layers: `2 × levels - 1`. */
  readonly depth: number;
  /** One tile code per block. */
  readonly tiles: Uint8Array;
}

/** The grid of a maze, or the grid itself; refuses anything that is not an orthogonal grid. */
export function gridOf(input: Maze<Grid> | Grid): OrthogonalGrid {
  const grid = (input as Partial<Maze> | undefined)?.grid ?? input;
  if (!grid || typeof grid !== 'object' || typeof (grid as Grid).topology !== 'string') {
    throw new MazekitError(PACKAGE, `expected a maze or an orthogonal grid, got ${describeValue(grid)}`);
  }
  if (!isOrthogonal(grid as Grid)) {
    // Blocks are square tiles: other shapes are drawn by the picture renderers.
    throw new MazekitError(PACKAGE, `draws only orthogonal grids (squares, unmasked), got ${gridKind(grid as Grid)}; draw other shapes as svg or png`);
  }
  return grid as OrthogonalGrid;
}

/**
 * Builds the {@link BlockVolume} of a maze (or of a grid's passages). A dungeon (a maze with a
 * layout) is drawn as its picture: rock cells solid, doors as {@link Tile.DOOR}, and the corner
 * block between four cells of one room open, so that a room is one open rectangle.
 */
export function blockVolume(maze: Maze | OrthogonalGrid): BlockVolume {
  const grid = gridOf(maze);
  const layout = 'grid' in maze ? layoutCells(maze, PACKAGE) : undefined;
  const width = 2 * grid.width + 1;
  const height = 2 * grid.height + 1;
  const depth = 2 * grid.levels - 1;
  const layer = width * height;
  const tiles = new Uint8Array(layer * depth).fill(Tile.WALL);
  const cells = grid.cells;
  for (let c = 0; c < grid.size; c++) {
    const bits = cells[c]!;
    const at = 2 * grid.col(c) + 1 + width * (2 * grid.row(c) + 1) + layer * 2 * grid.level(c);
    const stairs = bits & (Bits.U | Bits.D);
    tiles[at] = stairs === Bits.U ? Tile.UP : stairs === Bits.D ? Tile.DOWN : stairs ? Tile.BOTH : Tile.PASSAGE;
    if (bits & Bits.E) tiles[at + 1] = Tile.PASSAGE;
    if (bits & Bits.S) tiles[at + width] = Tile.PASSAGE;
    if (bits & Bits.U) tiles[at + layer] = Tile.SHAFT;
    if (!layout) continue;
    if (layout.kinds[c] === CellKind.ROCK) tiles[at] = Tile.WALL;
    const doors = layout.doors[c]!;
    if (doors & Bits.E) tiles[at + 1] = Tile.DOOR;
    if (doors & Bits.S) tiles[at + width] = Tile.DOOR;
    const r = layout.room[c]!;
    const w = grid.width;
    if (r >= 0 && grid.col(c) < w - 1 && c % grid.plane < grid.plane - w && layout.room[c + 1] === r && layout.room[c + w] === r) {
      tiles[at + width + 1] = Tile.PASSAGE;
    }
  }
  return { width, height, depth, tiles };
}

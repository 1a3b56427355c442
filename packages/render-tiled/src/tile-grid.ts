import { Bits, CellKind, MazekitError, gridKind, isMasked, isOrthogonal, layoutCells, type Grid, type Maze, type OrthogonalGrid } from '@mazekit/core';
import { PACKAGE } from './package.js';
import { TiledTile } from './tiles.js';

/** A maze as tiles: `floors[k]` is floor `k`'s `(2w+1) × (2h+1)` block grid, local tile id + 1, 0 where empty. */
export interface TileGrid {
  readonly width: number;
  readonly height: number;
  readonly floors: readonly Uint32Array[];
  /** The orthogonal grid underneath (the base grid of a masked maze). */
  readonly grid: OrthogonalGrid;
  /** Base cell of each maze cell. */
  readonly toBase: (cell: number) => number;
}

/** The square board under `grid` (itself, or a mask's base), refusing any other shape in one line. */
export function squareBase(grid: Grid): OrthogonalGrid {
  const base = isMasked(grid) ? grid.base : grid;
  if (!isOrthogonal(base)) {
    throw new MazekitError(PACKAGE, `writes square mazes only (a Tiled map of blocks), got ${gridKind(grid)}; draw other shapes as svg or png`);
  }
  return base;
}

/**
 * The block grid of a square maze (masked or not, a dungeon or not), as Tiled gids with
 * `firstgid` 1: cells at odd coordinates, walls between them, posts at even ones. A dungeon's
 * rock cells are rock, and so are the walls with only rock around them; doors are door tiles;
 * the corner between four cells of one room is floor. Blocks touching no cell of a masked maze
 * are empty (0).
 */
export function tileGrid(maze: Maze<Grid>): TileGrid {
  const g = maze.grid;
  const masked = isMasked(g);
  const base = squareBase(g);
  const layout = layoutCells(maze, PACKAGE);
  const { width: w, height: h, plane } = base;
  const W = 2 * w + 1;
  const H = 2 * h + 1;
  // Per base cell: its passages, whether it is on, rock, its room, its door bits.
  const bits = masked ? g.baseCells() : g.cells;
  const on = masked ? g.onCells() : undefined;
  const gid = (t: number): number => t + 1;
  const floors: Uint32Array[] = [];
  for (let level = 0; level < base.levels; level++) {
    const tiles = new Uint32Array(W * H);
    const at0 = level * plane;
    const cellAt = (x: number, y: number): number => (x < 0 || y < 0 || x >= w || y >= h ? -1 : at0 + y * w + x);
    const isOn = (c: number): boolean => c >= 0 && (!on || on[c] === 1);
    const isRock = (c: number): boolean => layout !== undefined && layout.kinds[c] === CellKind.ROCK;
    // Walls and posts: wall where an open (on, not rock) cell touches, rock where only rock does.
    const solid = (cells: readonly number[]): number => {
      let any = false;
      let open = false;
      for (const c of cells) {
        if (!isOn(c)) continue;
        any = true;
        if (!isRock(c)) open = true;
      }
      return !any ? 0 : gid(open ? TiledTile.WALL : TiledTile.ROCK);
    };
    for (let by = 0; by < H; by++) {
      for (let bx = 0; bx < W; bx++) {
        const i = by * W + bx;
        const cx = bx >> 1;
        const cy = by >> 1;
        if (bx & 1 && by & 1) {
          const c = cellAt(cx, cy);
          if (!isOn(c)) continue;
          if (isRock(c)) {
            tiles[i] = gid(TiledTile.ROCK);
            continue;
          }
          const s = bits[c]! & (Bits.U | Bits.D);
          tiles[i] = gid(s === Bits.U ? TiledTile.STAIR_UP : s === Bits.D ? TiledTile.STAIR_DOWN : s ? TiledTile.STAIR_BOTH : TiledTile.FLOOR);
        } else if (bx & 1) {
          // Between the cell above and the cell below.
          const a = cellAt(cx, cy - 1);
          const b = cellAt(cx, cy);
          if (a >= 0 && b >= 0 && bits[a]! & Bits.S) tiles[i] = gid(layout && layout.doors[a]! & Bits.S ? TiledTile.DOOR_EW : TiledTile.FLOOR);
          else tiles[i] = solid([a, b]);
        } else if (by & 1) {
          const a = cellAt(cx - 1, cy);
          const b = cellAt(cx, cy);
          if (a >= 0 && b >= 0 && bits[a]! & Bits.E) tiles[i] = gid(layout && layout.doors[a]! & Bits.E ? TiledTile.DOOR_NS : TiledTile.FLOOR);
          else tiles[i] = solid([a, b]);
        } else {
          const nw = cellAt(cx - 1, cy - 1);
          const ne = cellAt(cx, cy - 1);
          const sw = cellAt(cx - 1, cy);
          const se = cellAt(cx, cy);
          const r = layout && nw >= 0 && se >= 0 ? layout.room[nw]! : -1;
          if (r >= 0 && layout!.room[ne] === r && layout!.room[sw] === r && layout!.room[se] === r) tiles[i] = gid(TiledTile.FLOOR);
          else tiles[i] = solid([nw, ne, sw, se]);
        }
      }
    }
    floors.push(tiles);
  }
  return { width: W, height: H, floors, grid: base, toBase: masked ? (c) => g.toBase[c]! : (c) => c };
}

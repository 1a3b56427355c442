import { CellKind, type OrthogonalGrid } from '@mazekit/core';

/** An axis-aligned block in world coordinates (cells; `z` up). */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** A wall block, with the cell and side it closes, or a post where walls meet (`cell` -1). */
export interface WallBox extends Box {
  /** The cell whose side this wall closes, or -1 for a post. */
  readonly cell: number;
  /** `north`, `west`, or at the far border `south` and `east`; `post` for a post. */
  readonly side: 'north' | 'south' | 'east' | 'west' | 'post';
}

/** A block of a dungeon's rock: one rock cell, with which of its side faces show. */
export interface RockBox extends Box {
  readonly cell: number;
  readonly side: 'rock';
  /** The east face shows (the neighbour east is not rock, or there is none). */
  readonly east: boolean;
  /** The south face shows. */
  readonly south: boolean;
}

/**
 * The wall blocks of floor `level`, each wall listed once: a wall between two cells is the
 * `north` or `west` side of the cell below or right of it, the far border walls are the
 * `south` and `east` sides of the last row and column. Walls are shortened by half their
 * thickness at each end, and a post fills each corner where a wall ends, so no two blocks
 * overlap and painting them in order of `x + y` of their centres draws back to front.
 *
 * With `rock` (a dungeon's cell kinds, see core's `layoutCells`), rock cells are solid blocks
 * of their own (see {@link rockBoxes}): a wall beside rock is left out, the rock's face stands
 * in for it, and a post leaves out the quarters of its square that lie in rock.
 */
export function wallBoxes(grid: Pick<OrthogonalGrid, 'width' | 'height' | 'plane' | 'cells'>, level: number, z: number, height: number, thickness: number, rock?: Uint8Array): WallBox[] {
  const { width: w, height: h, cells } = grid;
  const base = level * grid.plane;
  const t = thickness / 2;
  const z1 = z + height;
  const out: WallBox[] = [];
  const isRock = (col: number, row: number): boolean =>
    rock !== undefined && col >= 0 && row >= 0 && col < w && row < h && rock[base + row * w + col] === CellKind.ROCK;
  // Corner lattice: a post wherever at least one wall touches the point.
  const post = new Uint8Array((w + 1) * (h + 1));
  const horizontal = (col: number, y: number, cell: number, side: 'north' | 'south') => {
    if (isRock(col, y - 1) || isRock(col, y)) return;
    out.push({ x0: col + t, x1: col + 1 - t, y0: y - t, y1: y + t, z0: z, z1, cell, side });
    post[y * (w + 1) + col] = 1;
    post[y * (w + 1) + col + 1] = 1;
  };
  const vertical = (x: number, row: number, cell: number, side: 'west' | 'east') => {
    if (isRock(x - 1, row) || isRock(x, row)) return;
    out.push({ x0: x - t, x1: x + t, y0: row + t, y1: row + 1 - t, z0: z, z1, cell, side });
    post[row * (w + 1) + x] = 1;
    post[(row + 1) * (w + 1) + x] = 1;
  };
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const cell = base + row * w + col;
      const bits = cells[cell]!;
      if (!(bits & 1)) horizontal(col, row, cell, 'north');
      if (!(bits & 8)) vertical(col, row, cell, 'west');
      if (row === h - 1 && !(bits & 2)) horizontal(col, h, cell, 'south');
      if (col === w - 1 && !(bits & 4)) vertical(w, row, cell, 'east');
    }
  }
  const postAt = (x0: number, x1: number, y0: number, y1: number) => out.push({ x0, x1, y0, y1, z0: z, z1, cell: -1, side: 'post' });
  for (let y = 0; y <= h; y++) {
    for (let x = 0; x <= w; x++) {
      if (!post[y * (w + 1) + x]) continue;
      const [nw, ne, sw, se] = [isRock(x - 1, y - 1), isRock(x, y - 1), isRock(x - 1, y), isRock(x, y)];
      if (!(nw || ne || sw || se)) {
        postAt(x - t, x + t, y - t, y + t);
        continue;
      }
      // The post's square less its quarters in rock, as at most two boxes: the north half
      // (or what of it is free), then the south half.
      const north = !nw && !ne ? [x - t, x + t] : !nw ? [x - t, x] : !ne ? [x, x + t] : undefined;
      const south = !sw && !se ? [x - t, x + t] : !sw ? [x - t, x] : !se ? [x, x + t] : undefined;
      if (north && south && north[0] === south[0] && north[1] === south[1]) {
        postAt(north[0]!, north[1]!, y - t, y + t);
        continue;
      }
      if (north) postAt(north[0]!, north[1]!, y - t, y);
      if (south) postAt(south[0]!, south[1]!, y, y + t);
    }
  }
  return out;
}

/**
 * The rock of floor `level` of a dungeon (`rock` its cell kinds, see core's `layoutCells`):
 * one block per rock cell, the whole cell, `height` tall from `z`, so that rock next to rock
 * joins into one solid mass. `cell` is the rock cell; `side` is `rock`. Rock blocks never
 * overlap each other or the walls of {@link wallBoxes} given the same `rock`.
 */
export function rockBoxes(grid: OrthogonalGrid, rock: Uint8Array, level: number, z: number, height: number): RockBox[] {
  const { width: w, height: h } = grid;
  const base = level * grid.plane;
  const out: RockBox[] = [];
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const cell = base + row * w + col;
      if (rock[cell] !== CellKind.ROCK) continue;
      // Faces between two rock cells are inside the mass: only the outer ones are drawn.
      const east = col === w - 1 || rock[cell + 1] !== CellKind.ROCK;
      const south = row === h - 1 || rock[cell + w] !== CellKind.ROCK;
      out.push({ x0: col, x1: col + 1, y0: row, y1: row + 1, z0: z, z1: z + height, cell, side: 'rock', east, south });
    }
  }
  return out;
}

/** A piece of a door's frame: a jamb at either end of the opening or the lintel across it. */
export interface DoorBox extends Box {
  /** The cell west of or above the opening. */
  readonly cell: number;
  /** The side of `cell` the door opens: `east` or `south`. */
  readonly side: 'east' | 'south';
  /** A jamb at an end of the opening, or the lintel across it. */
  readonly part: 'jamb' | 'lintel';
}

/** A door frame's size against the walls': jamb width along the wall in cells, depth and height in wall thicknesses and heights. */
const FRAME = Object.freeze({ jamb: 0.1, depth: 1.5, height: 1.25, lintel: 0.3 });

/** How much taller a door frame stands than the walls, as a multiple of their height. */
export const DOOR_FRAME_HEIGHT = FRAME.height;

/**
 * The frames of the doors of floor `level` of a dungeon (`doors` is core's
 * `LayoutCells.doors`): two jambs standing in the opening at its ends, a little deeper and
 * taller than the walls, and a lintel across their tops, so a door reads as a door from any
 * side. A jamb starts where the post of `walls` (this floor's {@link wallBoxes}) at its corner
 * ends, so the frame and the walls never overlap.
 */
export function doorBoxes(grid: OrthogonalGrid, doors: Uint8Array, level: number, z: number, height: number, thickness: number, walls: readonly WallBox[]): DoorBox[] {
  const { width: w, height: h } = grid;
  const base = level * grid.plane;
  const t = thickness / 2;
  const posts = new Set<number>();
  for (const box of walls) {
    if (box.side === 'post') posts.add(Math.round((box.y0 + box.y1) / 2) * (w + 1) + Math.round((box.x0 + box.x1) / 2));
  }
  const d = (thickness * FRAME.depth) / 2;
  const z1 = z + height * FRAME.height;
  const zl = z1 - height * FRAME.lintel;
  const out: DoorBox[] = [];
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const cell = base + row * w + col;
      const bits = doors[cell]!;
      if (bits & 4) {
        // The opening lies on the line x = col + 1, from row to row + 1.
        const x = col + 1;
        const a = row + (posts.has(row * (w + 1) + x) ? t : 0);
        const b = row + 1 - (posts.has((row + 1) * (w + 1) + x) ? t : 0);
        out.push({ x0: x - d, x1: x + d, y0: a, y1: a + FRAME.jamb, z0: z, z1, cell, side: 'east', part: 'jamb' });
        out.push({ x0: x - d, x1: x + d, y0: a + FRAME.jamb, y1: b - FRAME.jamb, z0: zl, z1, cell, side: 'east', part: 'lintel' });
        out.push({ x0: x - d, x1: x + d, y0: b - FRAME.jamb, y1: b, z0: z, z1, cell, side: 'east', part: 'jamb' });
      }
      if (bits & 2) {
        const y = row + 1;
        const a = col + (posts.has(y * (w + 1) + col) ? t : 0);
        const b = col + 1 - (posts.has(y * (w + 1) + col + 1) ? t : 0);
        out.push({ x0: a, x1: a + FRAME.jamb, y0: y - d, y1: y + d, z0: z, z1, cell, side: 'south', part: 'jamb' });
        out.push({ x0: a + FRAME.jamb, x1: b - FRAME.jamb, y0: y - d, y1: y + d, z0: zl, z1, cell, side: 'south', part: 'lintel' });
        out.push({ x0: b - FRAME.jamb, x1: b, y0: y - d, y1: y + d, z0: z, z1, cell, side: 'south', part: 'jamb' });
      }
    }
  }
  return out;
}

/**
 * True when the ray from (`px`, `py`, `pz`) towards the viewer, along (1, 1, 1), passes
 * through `box` (for more than a hundredth of a cell: a ray grazing an edge hides nothing).
 */
export function hides(box: Box, px: number, py: number, pz: number): boolean {
  const enter = Math.max(0, box.x0 - px, box.y0 - py, box.z0 - pz);
  const leave = Math.min(box.x1 - px, box.y1 - py, box.z1 - pz);
  return enter + 0.01 < leave;
}

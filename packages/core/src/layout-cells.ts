import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { gridKind } from './grid-kind.js';
import { CellKind, type Layout, type Room } from './layout.js';
import { EAST, SOUTH, isOrthogonal, orthogonalShape, type OrthogonalGrid } from './orthogonal.js';

/** A dungeon's layout cell by cell, checked against its passages (see {@link layoutCells}). */
export interface LayoutCells {
  /** Index in `layout.rooms` of each cell's room, -1 outside every room. */
  readonly room: Int32Array;
  /** Per cell, bit `d` set when the passage in direction `d` is a door (both ends carry it). */
  readonly doors: Uint8Array;
  /** Per cell, its {@link CellKind}: rock, corridor or room. */
  readonly kinds: Uint8Array;
  /** Number of cells of each kind, indexed by {@link CellKind}. */
  readonly counts: readonly [rock: number, corridor: number, room: number];
}

/** Throws the caller's one-line error for broken rule `rule`. */
export type LayoutFail = (rule: string, message: string) => never;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function roomName(i: number, r: Room): string {
  return `rooms[${i}] (${r.width}x${r.height} at col ${r.col}, row ${r.row}, level ${r.level})`;
}

/**
 * Checks `layout` against the passages of `grid` and returns it cell by cell, calling `fail`
 * on the first broken rule (the rules of the dungeon section of maze JSON): `rooms` (not a list
 * of whole-number rectangles, or not an unmasked orthogonal grid), `room-bounds`,
 * `room-overlap`, `room-open` (a wall inside a room), `doors` (not a list of cell pairs),
 * `door-open` (a door that joins nothing: not an open passage between neighbours on one floor),
 * `door-room` (not on a room's edge), `door-twice`, `door-missing` (an opening in a room's edge
 * that is not listed as a door). Linear in the cells.
 */
export function checkLayout(grid: Grid, layout: unknown, fail: LayoutFail): LayoutCells {
  if (!isOrthogonal(grid)) fail('rooms', `rooms are rectangles of square cells: they need an unmasked orthogonal maze, not ${gridKind(grid)}`);
  const o = (typeof layout === 'object' && layout !== null ? layout : {}) as Partial<Record<keyof Layout, unknown>>;
  if (!Array.isArray(o.rooms)) fail('rooms', `"rooms" must be an array of rooms {col, row, width, height, level}, got ${describeValue(o.rooms)}`);
  if (!Array.isArray(o.doors)) fail('doors', `"doors" must be an array of doors, each the two cells it joins, got ${describeValue(o.doors)}`);
  const rooms = o.rooms as unknown[];
  const room = new Int32Array(grid.size).fill(-1);
  const { width, height, levels, plane, cells } = grid;
  rooms.forEach((value, i) => {
    const r = value as Partial<Record<keyof Room, unknown>> | null;
    if (
      typeof r !== 'object' || r === null ||
      !isWhole(r.col) || !isWhole(r.row) || !isWhole(r.width) || !isWhole(r.height) || !isWhole(r.level) ||
      r.width < 1 || r.height < 1
    ) {
      fail('rooms', `rooms[${i}] must be {col, row, width, height, level} of whole numbers, width and height at least 1, got ${describeValue(value)}`);
    }
    const { col, row, width: w, height: h, level } = r as Room;
    if (col < 0 || row < 0 || col + w > width || row + h > height || level < 0 || level >= levels) {
      fail('room-bounds', `${roomName(i, r as Room)} does not fit the ${width}x${height} floors (levels 0 to ${levels - 1})`);
    }
    for (let y = row; y < row + h; y++) {
      for (let x = col; x < col + w; x++) {
        const c = x + width * y + plane * level;
        if (room[c]! >= 0) {
          fail('room-overlap', `${roomName(i, r as Room)} overlaps rooms[${room[c]}] at ${orthogonalShape.cellName(grid, c)}`);
        }
        room[c] = i;
        if (x + 1 < col + w && !(cells[c]! & (1 << EAST))) {
          fail('room-open', `${roomName(i, r as Room)} has a wall inside: ${orthogonalShape.cellName(grid, c)} does not open east`);
        }
        if (y + 1 < row + h && !(cells[c]! & (1 << SOUTH))) {
          fail('room-open', `${roomName(i, r as Room)} has a wall inside: ${orthogonalShape.cellName(grid, c)} does not open south`);
        }
      }
    }
  });
  const doors = new Uint8Array(grid.size);
  (o.doors as unknown[]).forEach((value, i) => {
    const door = value as { from?: unknown; to?: unknown } | null;
    const from = door?.from;
    const to = door?.to;
    if (!isWhole(from) || !isWhole(to) || from < 0 || to < 0 || from >= grid.size || to >= grid.size) {
      fail('doors', `doors[${i}] must join two cells from 0 to ${grid.size - 1}, got ${describeValue(value)}`);
    }
    const d = sameFloorDirection(grid, from, to);
    if (d < 0 || !(cells[from]! & (1 << d))) {
      fail('door-open', `doors[${i}] joins cell ${from} and cell ${to}, which are not neighbours on one floor joined by an open passage`);
    }
    if (room[from] === room[to]) {
      const where = room[from]! < 0 ? 'neither is in a room' : `both are in rooms[${room[from]}]`;
      fail('door-room', `doors[${i}] (cell ${from} to cell ${to}) is not on a room's edge: ${where}`);
    }
    if (doors[from]! & (1 << d)) fail('door-twice', `doors[${i}] (cell ${from} to cell ${to}) is listed twice`);
    doors[from]! |= 1 << d;
    doors[to]! |= 1 << (d ^ 1);
  });
  const kinds = new Uint8Array(grid.size);
  const counts: [number, number, number] = [0, 0, 0];
  for (let c = 0; c < grid.size; c++) {
    const bits = cells[c]!;
    const r = room[c]!;
    const kind = r >= 0 ? CellKind.ROOM : bits ? CellKind.CORRIDOR : CellKind.ROCK;
    kinds[c] = kind;
    counts[kind]++;
    // East and south cover every passage once: an opening out of a room must be a door.
    for (const d of [EAST, SOUTH]) {
      if (!(bits & (1 << d))) continue;
      const n = c + (d === EAST ? 1 : width);
      if (room[n] !== r && !(doors[c]! & (1 << d))) {
        fail('door-missing', `${orthogonalShape.cellName(grid, c)} opens ${d === EAST ? 'east' : 'south'} across a room's edge, but "doors" does not list it`);
      }
    }
  }
  return { room, doors, kinds, counts };
}

/** The direction from `a` to its neighbour `b` on the same floor (0 to 3), or -1. */
function sameFloorDirection(grid: OrthogonalGrid, a: number, b: number): number {
  const d = grid.directionTo(a, b);
  return d >= 0 && d < 4 ? d : -1;
}

/**
 * The layout of `maze` cell by cell (see {@link LayoutCells}), checked against its passages;
 * `undefined` when the maze has none. A layout that breaks a rule is refused with a one-line
 * {@link MazekitError} from `source` naming the rule, as the maze JSON reader names it.
 */
export function layoutCells(maze: { readonly grid: Grid; readonly layout?: Layout | undefined }, source = '@mazekit/core'): LayoutCells | undefined {
  if (maze.layout === undefined) return undefined;
  return checkLayout(maze.grid, maze.layout, (rule, message) => {
    throw new MazekitError(source, `layout rule ${rule}: ${message}`, rule);
  });
}

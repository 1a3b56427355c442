/**
 * A rectangular room of a dungeon: the cells `col .. col + width - 1` × `row .. row + height - 1`
 * of floor `level`, every one open to its neighbours inside the room.
 */
export interface Room {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
  readonly level: number;
}

/**
 * A door: the open passage between two neighbouring cells on the same floor, `from` in a room
 * and `to` outside that room (a corridor, or another room). Generators put the room cell first;
 * readers accept either order.
 */
export interface Door {
  readonly from: number;
  readonly to: number;
}

/**
 * What a dungeon carries beside its passages: its rooms and its doors. In a maze with a layout,
 * a cell outside every room with no open passage is **rock**: not part of the dungeon,
 * unreachable, drawn solid. Every other cell outside the rooms is corridor.
 */
export interface Layout {
  readonly rooms: readonly Room[];
  readonly doors: readonly Door[];
}

/** What a cell of a dungeon is, as {@link LayoutCells.kinds} gives it. */
export const CellKind = Object.freeze({
  /** Neither room nor corridor: solid, unreachable. */
  ROCK: 0,
  /** Open, outside every room. */
  CORRIDOR: 1,
  /** Inside a room. */
  ROOM: 2,
} as const);

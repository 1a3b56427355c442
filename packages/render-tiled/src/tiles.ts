/**
 * The tiles of a mazekit tileset, by local id (the map's tile numbers are these plus the
 * tileset's `firstgid`, 1). The map is the maze's block grid: every cell and every wall a tile.
 */
export const TiledTile = Object.freeze({
  /** An open cell, or an opened wall between two cells: rooms, corridors and passages. */
  FLOOR: 0,
  /** A wall between open cells. */
  WALL: 1,
  /** A dungeon's rock: a cell with no passage, and the walls with only rock around them. */
  ROCK: 2,
  /** A door in a wall that runs east to west (between a cell and the one above or below it). */
  DOOR_EW: 3,
  /** A door in a wall that runs north to south (between a cell and the one beside it). */
  DOOR_NS: 4,
  /** A cell with a stair up to the next floor. */
  STAIR_UP: 5,
  /** A cell with a stair down. */
  STAIR_DOWN: 6,
  /** A cell with stairs up and down. */
  STAIR_BOTH: 7,
} as const);

/** What each tile is, by local id: its Tiled class and whether a game should block movement there. */
export const TILE_CLASSES: readonly { readonly name: string; readonly collides: boolean }[] = Object.freeze([
  { name: 'floor', collides: false },
  { name: 'wall', collides: true },
  { name: 'rock', collides: true },
  { name: 'door', collides: false },
  { name: 'door', collides: false },
  { name: 'stair-up', collides: false },
  { name: 'stair-down', collides: false },
  { name: 'stair-both', collides: false },
]);

/** Number of tiles in the tileset. */
export const TILE_COUNT = TILE_CLASSES.length;

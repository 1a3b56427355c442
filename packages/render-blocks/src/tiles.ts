/**
 * Tile codes of the block matrix, as a game tile map reads them. Stair tiles are cells
 * (passages) that also carry a stair; a shaft is the block of an in-between layer that a
 * stair passes through. A dungeon's rock is solid, as walls are.
 */
export const Tile = Object.freeze({
  /** An open cell, or an opened wall between two cells. */
  PASSAGE: 0,
  /** A solid block. */
  WALL: 1,
  /** A cell with a stair up to the next floor. */
  UP: 2,
  /** A cell with a stair down to the floor below. */
  DOWN: 3,
  /** A cell with stairs both up and down. */
  BOTH: 4,
  /** An in-between layer's block that a stair passes through. */
  SHAFT: 5,
  /** A dungeon's door: the opened wall between a room cell and a cell outside the room. */
  DOOR: 6,
} as const);

/** Names of the tile codes, indexed by code (written into the JSON output). */
export const TILE_NAMES = Object.freeze(['passage', 'wall', 'stair-up', 'stair-down', 'stair-both', 'stair-shaft', 'door'] as const);

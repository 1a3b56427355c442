/** Direction numbers of the weave grid, as on the square grid; passage bit = `1 << direction`. */
export const NORTH = 0;
/** Towards row + 1. */
export const SOUTH = 1;
/** Towards col + 1. */
export const EAST = 2;
/** Towards col − 1. */
export const WEST = 3;

/** A crossing whose corridor on top runs north–south (its passages are 3, N + S); the one beneath runs east–west. */
export const NORTH_SOUTH = 1;
/** A crossing whose corridor on top runs east–west (its passages are 12, E + W); the one beneath runs north–south. */
export const EAST_WEST = 2;

/** The axis a step in `dir` travels along: {@link NORTH_SOUTH} for north and south, {@link EAST_WEST} for east and west. */
export function axisOf(dir: number): number {
  return (dir >> 1) + 1;
}

/**
 * What the crossing rules and the carving need of a weave grid: its board and, per cell, the
 * axis of the corridor on top (0 for a cell that is not a crossing).
 */
export interface CrossingBoard {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly cells: Uint8Array;
  /** Per cell: 0, {@link NORTH_SOUTH} or {@link EAST_WEST}. */
  readonly over: Uint8Array;
}

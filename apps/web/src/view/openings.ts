/**
 * A gap in the outer wall: the side of a border cell as its passage bit (`1 << direction`; on
 * square mazes `1` north, `2` south, `4` east, `8` west, as in maze JSON).
 */
export interface Opening {
  readonly cell: number;
  readonly side: number;
}

/** True when `openings` has a gap on side `side` of `cell`. */
export function isOpening(openings: readonly Opening[], cell: number, side: number): boolean {
  for (const o of openings) if (o.cell === cell && o.side === side) return true;
  return false;
}

/**
 * The side of `cell` (a cell of a `width × height` floor) that faces out of the maze, or 0
 * for an inner cell. `prefer` lists the sides to try first (so an entrance in the top-left
 * corner can open west and an exit in the bottom-right corner east).
 */
export function outerSide(width: number, height: number, cell: number, prefer: readonly number[] = [8, 1, 4, 2]): number {
  const inPlane = cell % (width * height);
  const col = inPlane % width;
  const row = Math.floor(inPlane / width);
  for (const side of prefer) {
    if ((side === 1 && row === 0) || (side === 2 && row === height - 1) || (side === 4 && col === width - 1) || (side === 8 && col === 0)) {
      return side;
    }
  }
  return 0;
}

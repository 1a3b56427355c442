import { EAST_WEST, NORTH_SOUTH, type CrossingBoard } from './axes.js';

/**
 * Why `cell` cannot become a crossing with its corridor on top along `axis`, or `undefined`
 * when it can. The rules every weave grid keeps, read or carved: a crossing is inside the
 * board (never on its edge), is not already one, and no crossing sits beside another across
 * the corridor beneath either (so each tunnel passes under exactly one cell).
 */
export function crossingFault(board: CrossingBoard, cell: number, axis: number, name: (cell: number) => string): string | undefined {
  const { width, height, over } = board;
  if (axis !== NORTH_SOUTH && axis !== EAST_WEST) return `a crossing's axis must be ${NORTH_SOUTH} (north-south on top) or ${EAST_WEST} (east-west on top), got ${axis}`;
  const col = cell % width;
  const row = (cell - col) / width;
  if (col === 0 || row === 0 || col === width - 1 || row === height - 1) {
    return `${name(cell)} is on the edge of the board; a crossing needs a neighbour on every side`;
  }
  if (over[cell] !== 0) return `${name(cell)} is a crossing already`;
  // Beside this one, across the tunnel: must not be crossings.
  const side = axis === NORTH_SOUTH ? 1 : width;
  for (const n of [cell - side, cell + side]) {
    if (over[n] !== 0) return `${name(n)} is a crossing beside ${name(cell)}, where the corridor beneath must come out`;
  }
  // This cell must not be beside another crossing, across that one's tunnel.
  for (const [n, a] of [[cell - 1, EAST_WEST], [cell + 1, EAST_WEST], [cell - width, NORTH_SOUTH], [cell + width, NORTH_SOUTH]] as const) {
    // Cell n lies west/east (a = EAST_WEST) or north/south of `cell`: n's tunnel comes out here when n's top runs the other way.
    if (over[n] !== 0 && over[n] !== a) return `${name(cell)} is beside crossing ${name(n)}, where its corridor beneath comes out`;
  }
  return undefined;
}

/**
 * The crossing nearer than 3 steps (along rows and columns) to crossing `cell`, or -1: a
 * weave grid carves crossings at least 3 steps apart, so that no two forced corridors touch.
 */
export function crowdingCrossing(board: CrossingBoard, cell: number): number {
  const { width, height, over } = board;
  const col = cell % width;
  const row = (cell - col) / width;
  for (let dy = -2; dy <= 2; dy++) {
    const r = row + dy;
    if (r < 0 || r >= height) continue;
    const reach = 2 - Math.abs(dy);
    for (let dx = -reach; dx <= reach; dx++) {
      const c = col + dx;
      if ((dx === 0 && dy === 0) || c < 0 || c >= width) continue;
      if (over[r * width + c] !== 0) return r * width + c;
    }
  }
  return -1;
}

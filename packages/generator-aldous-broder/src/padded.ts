import type { OrthogonalGrid } from '@mazekit/core';

/** Value of a border byte in a {@link Padded} copy: never part of the maze, so a move onto it is refused. */
export const BORDER = 128;
/** Extra bit on the first cell of the maze: visited before it has any passage. */
export const ROOT = 64;

/**
 * An orthogonal grid's passage bytes with a one-cell border all round (and an empty floor
 * below and above when it has levels). The hot loops of the fast path work on it so that
 * "is this neighbour free?" is one byte read: a border byte is {@link BORDER}, a visited
 * cell is non-zero (its passages, or {@link ROOT}), a free cell is 0. No row or column
 * arithmetic is left in the loop.
 */
export interface Padded {
  /** One byte per padded cell. */
  readonly cells: Uint8Array;
  /** Index step of each direction (N, S, E, W, up, down) in the padded copy. */
  readonly steps: Int32Array;
  /** 4 for a flat grid, 6 with levels: same as the grid's. */
  readonly degree: number;
}

function shape(grid: OrthogonalGrid): { row: number; plane: number; below: number; total: number } {
  const row = grid.width + 2;
  const plane = row * (grid.height + 2);
  const below = grid.levels > 1 ? 1 : 0;
  return { row, plane, below, total: plane * (grid.levels + 2 * below) };
}

/**
 * Cells the padded copy of `grid` needs. Callers fall back to the generic path when this is
 * far above `grid.size` (a 1×1 column of many floors would need nine bytes a cell).
 */
export function paddedSize(grid: OrthogonalGrid): number {
  return shape(grid).total;
}

/** An empty padded copy of `grid`: interior bytes 0, border bytes {@link BORDER}. */
export function pad(grid: OrthogonalGrid): Padded {
  const { row, plane, below, total } = shape(grid);
  const cells = new Uint8Array(total).fill(BORDER);
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const start = (z + below) * plane + (y + 1) * row + 1;
      cells.fill(0, start, start + grid.width);
    }
  }
  const steps = Int32Array.of(-row, row, 1, -1, plane, -plane);
  return { cells, steps, degree: grid.degree };
}

/** The padded index of grid cell `cell`. */
export function paddedIndex(grid: OrthogonalGrid, cell: number): number {
  const { row, plane, below } = shape(grid);
  const x = cell % grid.width;
  const y = Math.floor(cell / grid.width) % grid.height;
  const z = Math.floor(cell / grid.plane);
  return (z + below) * plane + (y + 1) * row + x + 1;
}

/** Copies the passages of `padded` back into `grid`, row by row, dropping the {@link ROOT} mark of grid cell `root`. */
export function unpad(grid: OrthogonalGrid, padded: Padded, root: number): void {
  const { row, plane, below } = shape(grid);
  const out = grid.cells;
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const start = (z + below) * plane + (y + 1) * row + 1;
      out.set(padded.cells.subarray(start, start + grid.width), z * grid.plane + y * grid.width);
    }
  }
  out[root]! &= ~ROOT;
}

import type { OrthogonalGrid } from '@mazekit/core';

/** Byte of a border cell in a {@link Padded} copy: never free, never in the maze. */
export const BORDER = 128;
/** Mark of the first cell of the maze while it has no passage yet (cleared by {@link unpad}). */
export const ROOT = 64;

/**
 * An orthogonal grid's passage bytes inside a one-cell border (and an empty floor below and
 * above when it has levels), so that the hot loop reads a neighbour at a fixed index step
 * with no row or column arithmetic: 0 is a free cell, {@link BORDER} is off the grid, any
 * other value is a cell of the maze. Padded indices keep the grid's cell order.
 */
export interface Padded {
  readonly cells: Uint8Array;
  /** Index step of each direction (N, S, E, W, up, down). */
  readonly steps: Int32Array;
  /** Cells of a padded row and of a padded floor. */
  readonly row: number;
  readonly plane: number;
  /** Padded floors below the first grid floor (1 with levels, else 0). */
  readonly below: number;
}

/** Bytes a padded copy of `grid` takes; callers use the generic path when it is far above `grid.size`. */
export function paddedSize(grid: OrthogonalGrid): number {
  const row = grid.width + 2;
  const plane = row * (grid.height + 2);
  return grid.levels > 1 ? plane * (grid.levels + 2) : plane;
}

/** An empty padded copy of `grid`. */
export function pad(grid: OrthogonalGrid): Padded {
  const row = grid.width + 2;
  const plane = row * (grid.height + 2);
  const below = grid.levels > 1 ? 1 : 0;
  const cells = new Uint8Array(paddedSize(grid)).fill(BORDER);
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const start = (z + below) * plane + (y + 1) * row + 1;
      cells.fill(0, start, start + grid.width);
    }
  }
  return { cells, steps: Int32Array.of(-row, row, 1, -1, plane, -plane), row, plane, below };
}

/** The padded index of grid cell `cell`. */
export function toPadded(grid: OrthogonalGrid, padded: Padded, cell: number): number {
  const x = cell % grid.width;
  const y = Math.floor(cell / grid.width) % grid.height;
  const z = Math.floor(cell / grid.plane);
  return (z + padded.below) * padded.plane + (y + 1) * padded.row + x + 1;
}

/** Copies the passages back into `grid`, dropping the {@link ROOT} mark. */
export function unpad(grid: OrthogonalGrid, padded: Padded): void {
  const out = grid.cells;
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const start = (z + padded.below) * padded.plane + (y + 1) * padded.row + 1;
      const at = z * grid.plane + y * grid.width;
      for (let x = 0; x < grid.width; x++) out[at + x] = padded.cells[start + x]! & 63;
    }
  }
}

import { MazekitError, floorLayout, type OrthogonalGrid } from '@mazekit/core';
import type { BlocksContext } from './context.js';
import { PACKAGE } from './package.js';

/** Where each floor's blocks go on the canvas, in pixels. */
export interface BlockLayout {
  readonly width: number;
  readonly height: number;
  /** Blocks across and down one floor. */
  readonly blocksWide: number;
  readonly blocksHigh: number;
  /** Top-left pixel of floor `level`. */
  origin(level: number): { x: number; y: number };
}

const MAX_SIDE = 32767;
const MAX_AREA = 268_435_456;

/** Floors side by side in rows of `columns` (0: as square as possible), one block apart. */
export function blockLayout(grid: OrthogonalGrid, columns: number, blockSize: number, padding: number): BlockLayout {
  // Core's floor arrangement (the same as the canvas and SVG renderers'), in block units here.
  const { columns: cols, rows } = floorLayout(grid, columns > 0 ? columns : undefined);
  const blocksWide = 2 * grid.width + 1;
  const blocksHigh = 2 * grid.height + 1;
  const stepX = (blocksWide + 1) * blockSize;
  const stepY = (blocksHigh + 1) * blockSize;
  const width = Math.ceil(2 * padding + cols * stepX - blockSize);
  const height = Math.ceil(2 * padding + rows * stepY - blockSize);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_AREA) {
    throw new MazekitError(
      PACKAGE,
      `a ${width}x${height} pixel canvas is too large (at most ${MAX_SIDE} a side, ${MAX_AREA} pixels); use a smaller cellSize`,
    );
  }
  return {
    width,
    height,
    blocksWide,
    blocksHigh,
    origin(level: number) {
      return { x: padding + (level % cols) * stepX, y: padding + Math.floor(level / cols) * stepY };
    },
  };
}

/**
 * Fills a `wide × high` patch of blocks, one rectangle per run of same-coloured blocks
 * along a row. `colorAt` returns an index into `palette`, or -1 to leave the block alone.
 */
export function fillRuns(
  ctx: BlocksContext,
  wide: number,
  high: number,
  x0: number,
  y0: number,
  size: number,
  palette: readonly string[],
  colorAt: (x: number, y: number) => number,
): void {
  for (let y = 0; y < high; y++) {
    let start = 0;
    let current = colorAt(0, y);
    for (let x = 1; x <= wide; x++) {
      const next = x < wide ? colorAt(x, y) : -2;
      if (next === current) continue;
      if (current >= 0) {
        ctx.fillStyle = palette[current]!;
        ctx.fillRect(x0 + start * size, y0 + y * size, (x - start) * size, size);
      }
      start = x;
      current = next;
    }
  }
}

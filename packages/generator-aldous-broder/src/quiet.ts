import type { OrthogonalGrid } from '@mazekit/core';

/** Side of a zone, in cells; also the most steps the walker may take between two looks at {@link QuietZones.quiet}. */
export const ZONE = 8;

/**
 * Where the walker of a flat grid may stride: late in an Aldous-Broder walk almost every
 * step lands on a cell already in the maze and changes nothing, so where nothing can change
 * the walker need not look. The grid is cut into {@link ZONE} × {@link ZONE} zones, counting
 * the cells each still misses; a zone is quiet once it and its eight neighbours are full
 * (so none touches the grid's edge). From any cell of a quiet zone the next {@link ZONE}
 * steps stay among cells already in the maze, away from the border: the walker lands where
 * it would have, step by step, and has carved nothing on the way. Zones cut by the grid's
 * right or bottom edge never fill.
 */
export class QuietZones {
  /** One byte per padded cell: 1 in a quiet zone. */
  readonly quiet: Uint8Array;
  private readonly missing: Int32Array;
  private readonly row: number;
  private readonly across: number;
  private readonly down: number;

  /** Zones for the padded copy of flat `grid`, `total` padded cells, none quiet yet. */
  constructor(grid: OrthogonalGrid, total: number) {
    this.quiet = new Uint8Array(total);
    this.row = grid.width + 2;
    this.across = Math.ceil(grid.width / ZONE);
    this.down = Math.ceil(grid.height / ZONE);
    this.missing = new Int32Array(this.across * this.down);
    for (let zy = 0; zy < this.down; zy++) {
      for (let zx = 0; zx < this.across; zx++) {
        const whole = (zx + 1) * ZONE <= grid.width && (zy + 1) * ZONE <= grid.height;
        this.missing[zy * this.across + zx] = whole ? ZONE * ZONE : 0x7fffffff;
      }
    }
  }

  /** Counts padded cell `cell` into the maze; when that fills its zone, marks the zones it makes quiet. */
  enter(cell: number): void {
    const y = Math.floor(cell / this.row) - 1;
    const zx = Math.floor((cell - (y + 1) * this.row - 1) / ZONE);
    const zy = Math.floor(y / ZONE);
    if (--this.missing[zy * this.across + zx]! !== 0) return;
    for (let cy = Math.max(1, zy - 1); cy <= Math.min(this.down - 2, zy + 1); cy++) {
      for (let cx = Math.max(1, zx - 1); cx <= Math.min(this.across - 2, zx + 1); cx++) {
        if (this.full(cx, cy)) this.mark(cx, cy);
      }
    }
  }

  /** Whether zone (zx, zy), not on the edge, and its eight neighbours have all their cells. */
  private full(zx: number, zy: number): boolean {
    for (let y = zy - 1; y <= zy + 1; y++) {
      for (let x = zx - 1; x <= zx + 1; x++) {
        if (this.missing[y * this.across + x] !== 0) return false;
      }
    }
    return true;
  }

  private mark(zx: number, zy: number): void {
    for (let y = zy * ZONE; y < (zy + 1) * ZONE; y++) {
      const start = (y + 1) * this.row + zx * ZONE + 1;
      this.quiet.fill(1, start, start + ZONE);
    }
  }
}

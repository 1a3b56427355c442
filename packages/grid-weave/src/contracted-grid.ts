import { MazekitError, type Grid } from '@mazekit/core';

/** Directions a vertex of the contracted graph may have: the four compass points on two lanes. */
export const LANES = 8;

/**
 * The graph a generator carves on a weave grid with crossings (see `WeaveCarving`): one vertex
 * per cell, except that each crossing's corridor on top (three cells) and its corridor beneath
 * (the two cells it joins) are one vertex each. A vertex has up to two passages the same way,
 * so direction `d` is compass point `d & 3` (north, south, east, west, as on the square grid)
 * on lane `d >> 2`; `opposite(d) = d ^ 1` keeps the lane. Neighbours are one table read.
 */
export class ContractedGrid implements Grid {
  readonly topology = 'weave-contracted';
  readonly levels = 1;
  readonly degree = LANES;
  readonly size: number;
  readonly cells: Uint8Array;
  /** `table[vertex × 8 + d]`: the vertex that way, or -1. */
  readonly table: Int32Array;

  constructor(table: Int32Array, cells?: Uint8Array) {
    this.table = table;
    this.size = table.length / LANES;
    this.cells = cells ?? new Uint8Array(this.size);
  }

  neighbor(cell: number, dir: number): number {
    return dir >= 0 && dir < LANES ? this.table[cell * LANES + dir]! : -1;
  }

  opposite(dir: number): number {
    return dir ^ 1;
  }

  link(cell: number, dir: number): void {
    const other = this.neighbor(cell, dir);
    if (other < 0) throw new MazekitError('@mazekit/grid-weave', `vertex ${cell} has no neighbour in direction ${dir}`);
    this.cells[cell]! |= 1 << dir;
    this.cells[other]! |= 1 << (dir ^ 1);
  }

  unlink(cell: number, dir: number): void {
    const other = this.neighbor(cell, dir);
    if (other < 0) return;
    this.cells[cell]! &= ~(1 << dir);
    this.cells[other]! &= ~(1 << (dir ^ 1));
  }

  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }

  directionTo(a: number, b: number): number {
    const base = a * LANES;
    for (let d = 0; d < LANES; d++) if (this.table[base + d] === b) return d;
    return -1;
  }

  clone(): ContractedGrid {
    return new ContractedGrid(this.table, this.cells.slice());
  }
}

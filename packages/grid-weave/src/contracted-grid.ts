import { Board } from '@mazekit/core';

/** Directions a vertex of the contracted graph may have: the four compass points on two lanes. */
export const LANES = 8;

/**
 * The graph a generator carves on a weave grid with crossings (see `WeaveCarving`): one vertex
 * per cell, except that each crossing's corridor on top (three cells) and its corridor beneath
 * (the two cells it joins) are one vertex each. A vertex has up to two passages the same way,
 * so direction `d` is compass point `d & 3` (north, south, east, west, as on the square grid)
 * on lane `d >> 2`; `opposite(d) = d ^ 1` keeps the lane. Neighbours are one table read; the
 * cells, links and copies are core's board's. It has no shape: it is carved, never drawn.
 */
export class ContractedGrid extends Board {
  readonly topology = 'weave-contracted';
  /** `table[vertex × 8 + d]`: the vertex that way, or -1. */
  readonly table: Int32Array;

  constructor(table: Int32Array, cells?: Uint8Array) {
    super('@mazekit/grid-weave', table.length / LANES, 1, LANES, cells);
    this.table = table;
  }

  override neighbor(cell: number, dir: number): number {
    return dir >= 0 && dir < LANES ? this.table[cell * LANES + dir]! : -1;
  }

  override clone(): ContractedGrid {
    return new ContractedGrid(this.table, this.cells.slice());
  }
}

import { type Grid, MazekitError, describeValue } from '@mazekit/core';
import { type RingTable, ringTable } from './rings.js';

const SOURCE = '@mazekit/grid-polar';

/**
 * A circular grid: one centre cell (ring 0) and `rings` rings around it. Ring 1 has three
 * cells; each further ring keeps its inner ring's cell count or splits every cell outward
 * into two (rarely three), whichever keeps cells nearest one unit wide (see `splitOf`).
 *
 * Cells are numbered ring by ring from the centre (index 0), and within a ring clockwise
 * from the cell whose counter-clockwise side points straight up (north). Directions (bit =
 * `1 << direction`): 0 clockwise, 1 counter-clockwise, then one pair per outer cell j
 * (0, 1, 2): `2 + 2j` out to the j-th outer cell counting clockwise, `3 + 2j` inward from a
 * cell that is its inner neighbour's j-th outer cell. So `opposite(d)` is `d ^ 1`, every cell
 * uses one inward direction (the centre none) and one to three outward ones, and `degree`
 * is 8. Polar grids have one level.
 */
export class PolarGrid implements Grid {
  readonly topology = 'polar';
  readonly levels = 1;
  readonly degree = 8;
  readonly rings: number;
  readonly size: number;
  readonly cells: Uint8Array;
  private readonly table: RingTable;
  // Runs of rings with equal cell counts ("bands"): the first ring, first cell and cells per
  // ring of each. A ring lookup walks them from the outside in; the outermost band holds most
  // cells, so it usually stops at once, and no per-cell ring table is needed.
  private readonly bandRing: Int32Array;
  private readonly bandCell: Int32Array;
  private readonly bandCount: Int32Array;

  constructor(rings: number, cells?: Uint8Array) {
    this.table = ringTable(rings);
    this.rings = rings;
    this.size = this.table.offsets[rings + 1]!;
    if (cells !== undefined && cells.length !== this.size) {
      throw new MazekitError(SOURCE, `cells must hold ${this.size} bytes for ${rings} rings, got ${describeValue(cells.length)}`);
    }
    this.cells = cells ?? new Uint8Array(this.size);
    const starts: number[] = [];
    for (let r = 0; r <= rings; r++) if (r === 0 || this.table.splits[r] !== 1) starts.push(r);
    this.bandRing = Int32Array.from(starts);
    this.bandCell = Int32Array.from(starts, (r) => this.table.offsets[r]!);
    this.bandCount = Int32Array.from(starts, (r) => this.table.counts[r]!);
  }

  /** Cells on `ring` (1 for ring 0, the centre). */
  ringSize(ring: number): number {
    return this.table.counts[ring]!;
  }

  /** Index of the first cell of `ring`. */
  ringStart(ring: number): number {
    return this.table.offsets[ring]!;
  }

  /** Outer cells per cell of ring `ring - 1` (1, 2 or 3) for `ring` ≥ 1. */
  split(ring: number): number {
    return this.table.splits[ring]!;
  }

  /** The cell at position `i` (clockwise from north) on `ring`. */
  index(ring: number, i: number): number {
    return this.table.offsets[ring]! + i;
  }

  private band(cell: number): number {
    let b = this.bandCell.length - 1;
    while (cell < this.bandCell[b]!) b--;
    return b;
  }

  /** Ring of `cell`, 0 for the centre. */
  ring(cell: number): number {
    const b = this.band(cell);
    return this.bandRing[b]! + Math.floor((cell - this.bandCell[b]!) / this.bandCount[b]!);
  }

  /** Position of `cell` on its ring, clockwise from north. */
  position(cell: number): number {
    const b = this.band(cell);
    return (cell - this.bandCell[b]!) % this.bandCount[b]!;
  }

  neighbor(cell: number, dir: number): number {
    if (cell === 0) {
      // The centre: only outward, to the three cells of ring 1.
      return dir === 2 || dir === 4 || dir === 6 ? 1 + ((dir - 2) >> 1) : -1;
    }
    const b = this.band(cell);
    const count = this.bandCount[b]!;
    const k = cell - this.bandCell[b]!;
    const inBand = Math.floor(k / count);
    const i = k - inBand * count;
    const ring = this.bandRing[b]! + inBand;
    switch (dir) {
      case 0:
        return i === count - 1 ? cell - i : cell + 1;
      case 1:
        return i === 0 ? cell + count - 1 : cell - 1;
      case 2:
      case 4:
      case 6: {
        if (ring === this.rings) return -1;
        const m = this.table.splits[ring + 1]!;
        const j = (dir - 2) >> 1;
        return j < m ? this.table.offsets[ring + 1]! + i * m + j : -1;
      }
      case 3:
      case 5:
      case 7: {
        const m = this.table.splits[ring]!;
        const parent = Math.floor(i / m);
        return i - parent * m === (dir - 3) >> 1 ? this.table.offsets[ring - 1]! + parent : -1;
      }
      default:
        return -1;
    }
  }

  opposite(dir: number): number {
    return dir ^ 1;
  }

  link(cell: number, dir: number): void {
    const other = this.neighbor(cell, dir);
    if (other < 0) throw new MazekitError(SOURCE, `cell ${cell} has no neighbour in direction ${dir}`);
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
    for (let d = 0; d < 8; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): PolarGrid {
    return new PolarGrid(this.rings, this.cells.slice());
  }
}

/** True when `grid` is a {@link PolarGrid} (also across package copies). */
export function isPolar(grid: Grid): grid is PolarGrid {
  return grid.topology === 'polar' && 'rings' in grid && 'ringSize' in grid;
}

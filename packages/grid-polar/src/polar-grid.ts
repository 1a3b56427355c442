import { type Grid, MazekitError, type Shape, describeValue } from '@mazekit/core';
import { type RingTable, ringTable } from './rings.js';
import { shape } from './shape.js';

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
  // The ring of every cell, two bytes a cell (rings never pass 5646): the neighbour rule
  // needs a cell's ring on every call, and a table read measured about 20 % faster carving
  // than finding it among the runs of equal rings.
  private readonly ringOf: Uint16Array;

  /** The polar shape, which writes, reads and draws this grid. */
  get shape(): Shape {
    return shape;
  }

  constructor(rings: number, cells?: Uint8Array) {
    this.table = ringTable(rings);
    this.rings = rings;
    this.size = this.table.offsets[rings + 1]!;
    if (cells !== undefined && cells.length !== this.size) {
      throw new MazekitError(SOURCE, `cells must hold ${this.size} bytes for ${rings} rings, got ${describeValue(cells.length)}`);
    }
    this.cells = cells ?? new Uint8Array(this.size);
    this.ringOf = new Uint16Array(this.size);
    for (let r = 1; r <= rings; r++) this.ringOf.fill(r, this.table.offsets[r], this.table.offsets[r + 1]);
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

  /** Ring of `cell`, 0 for the centre. */
  ring(cell: number): number {
    return this.ringOf[cell]!;
  }

  /** Position of `cell` on its ring, clockwise from north. */
  position(cell: number): number {
    return cell - this.table.offsets[this.ringOf[cell]!]!;
  }

  // The last cell `neighbor` placed, with everything its eight directions need: callers ask
  // for all directions of one cell in a row (neighbour fills, random walks drawing again off
  // the grid), so the ring lookup and divisions run once per cell, not once per direction.
  // Plain fields, so nothing is allocated.
  private lastCell = -1;
  /** Position on the ring and cells on the ring (1 for the centre, which has no ring neighbours). */
  private lastPos = 0;
  private lastCount = 1;
  /** The first outer cell and how many there are (0 on the outer ring). */
  private lastOut = 0;
  private lastOutSplit = 0;
  /** The inner cell and the one inward direction that reaches it (-1 for the centre). */
  private lastIn = -1;
  private lastInDir = -1;

  private place(cell: number): void {
    this.lastCell = cell;
    const { offsets, splits } = this.table;
    const ring = this.ringOf[cell]!;
    const i = cell - offsets[ring]!;
    const count = this.table.counts[ring]!;
    if (ring !== 0) {
      const m = splits[ring]!;
      // m is 1, 2 or 3: integer steps instead of a float division.
      const parent = m === 1 ? i : m === 2 ? i >> 1 : (i / 3) | 0;
      this.lastIn = offsets[ring - 1]! + parent;
      this.lastInDir = 3 + 2 * (i - parent * m);
    } else {
      this.lastIn = -1;
      this.lastInDir = -1;
    }
    this.lastPos = i;
    this.lastCount = count;
    if (ring < this.rings) {
      const m = splits[ring + 1]!;
      this.lastOut = offsets[ring + 1]! + i * m;
      this.lastOutSplit = m;
    } else {
      this.lastOutSplit = 0;
    }
  }

  neighbor(cell: number, dir: number): number {
    if (cell !== this.lastCell) this.place(cell);
    switch (dir) {
      case 0: {
        const n = this.lastCount;
        if (n === 1) return -1;
        return this.lastPos === n - 1 ? cell + 1 - n : cell + 1;
      }
      case 1: {
        const n = this.lastCount;
        if (n === 1) return -1;
        return this.lastPos === 0 ? cell + n - 1 : cell - 1;
      }
      case 2:
      case 4:
      case 6: {
        const j = (dir - 2) >> 1;
        return j < this.lastOutSplit ? this.lastOut + j : -1;
      }
      case 3:
      case 5:
      case 7:
        return dir === this.lastInDir ? this.lastIn : -1;
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

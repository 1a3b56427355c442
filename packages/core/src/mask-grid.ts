import type { Grid, Shape } from './grid.js';

/**
 * A grid with some cells of a `base` grid switched off. It presents only the "on" cells, as
 * cells `0 .. size - 1` in base order, so every generator, solver and statistic runs on it
 * unchanged; a masked-off neighbour is simply no neighbour (-1). Topology, degree, levels
 * and directions are the base grid's. Built and checked by {@link maskGrid}.
 */
export class MaskedGrid implements Grid {
  readonly topology: string;
  readonly size: number;
  readonly degree: number;
  readonly levels: number;
  readonly cells: Uint8Array;
  /** The whole grid, every cell on; its own `cells` stay unused. */
  readonly base: Grid;
  /** Base cell of each masked cell: `toBase[i]`. */
  readonly toBase: Int32Array;
  /** Masked cell of each base cell, or -1 where the base cell is off. */
  readonly fromBase: Int32Array;

  /** Use {@link maskGrid}, which checks the mask; this trusts `toBase` and `fromBase`. */
  constructor(base: Grid, toBase: Int32Array, fromBase: Int32Array, cells?: Uint8Array) {
    this.base = base;
    this.topology = base.topology;
    this.degree = base.degree;
    this.levels = base.levels;
    this.toBase = toBase;
    this.fromBase = fromBase;
    this.size = toBase.length;
    this.cells = cells ?? new Uint8Array(this.size);
  }

  /** The base grid's shape, when it names one. */
  get shape(): Shape | undefined {
    return this.base.shape;
  }

  neighbor(cell: number, dir: number): number {
    const n = this.base.neighbor(this.toBase[cell]!, dir);
    return n < 0 ? -1 : this.fromBase[n]!;
  }

  opposite(dir: number): number {
    return this.base.opposite(dir);
  }

  link(cell: number, dir: number): void {
    const n = this.neighbor(cell, dir);
    this.cells[cell]! |= 1 << dir;
    this.cells[n]! |= 1 << this.base.opposite(dir);
  }

  unlink(cell: number, dir: number): void {
    const n = this.neighbor(cell, dir);
    this.cells[cell]! &= ~(1 << dir);
    this.cells[n]! &= ~(1 << this.base.opposite(dir));
  }

  isOpen(cell: number, dir: number): boolean {
    return (this.cells[cell]! & (1 << dir)) !== 0;
  }

  directionTo(a: number, b: number): number {
    for (let d = 0; d < this.degree; d++) if (this.neighbor(a, d) === b) return d;
    return -1;
  }

  clone(): MaskedGrid {
    return new MaskedGrid(this.base, this.toBase, this.fromBase, this.cells.slice());
  }

  /** The passages in base numbering: one byte per base cell, 0 where the cell is off. */
  baseCells(): Uint8Array {
    const out = new Uint8Array(this.base.size);
    for (let i = 0; i < this.size; i++) out[this.toBase[i]!] = this.cells[i]!;
    return out;
  }

  /** One byte per base cell: 1 on, 0 off. */
  onCells(): Uint8Array {
    const on = new Uint8Array(this.base.size);
    for (let i = 0; i < this.size; i++) on[this.toBase[i]!] = 1;
    return on;
  }
}

/** True when `grid` is a {@link MaskedGrid} (also across package copies). */
export function isMasked(grid: Grid): grid is MaskedGrid {
  return 'base' in grid && 'toBase' in grid && 'fromBase' in grid;
}

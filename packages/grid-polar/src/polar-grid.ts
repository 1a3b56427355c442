import { Board, type FailRule, type Grid, MazekitError, type Shape, type ShapeParams, defineShape, describeValue } from '@mazekit/core';
import { POLAR_DIRECTIONS } from './directions.js';
import { PolarGeometry } from './geometry.js';
import { polarMaskCells } from './mask.js';
import { type RingTable, type RingView, maxRings, ringTable } from './rings.js';

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
export class PolarGrid extends Board implements RingView {
  readonly topology = 'polar';
  readonly rings: number;
  private readonly table: RingTable;
  // The ring of every cell, two bytes a cell (rings never pass 5646): the neighbour rule
  // needs a cell's ring on every call, and a table read measured about 20 % faster carving
  // than finding it among the runs of equal rings.
  private readonly ringOf: Uint16Array;

  constructor(rings: number, cells?: Uint8Array) {
    const table = ringTable(rings);
    super(shape, table.offsets[rings + 1]!, 1, 8, cells, `${rings} rings`);
    this.table = table;
    this.rings = rings;
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

  override neighbor(cell: number, dir: number): number {
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

  override clone(): PolarGrid {
    return new PolarGrid(this.rings, this.cells.slice());
  }
}

/** True when `grid` is a {@link PolarGrid} (also across package copies). */
export function isPolar(grid: Grid): grid is PolarGrid {
  return grid.topology === 'polar' && 'rings' in grid && 'ringSize' in grid;
}

function readPolar(json: Readonly<Record<string, unknown>>, fail: FailRule): PolarGrid {
  const rings = json.rings;
  if (typeof rings !== 'number' || !Number.isInteger(rings) || rings < 1) fail('size', `"rings" must be an integer >= 1, got ${describeValue(rings)}`);
  if (rings > maxRings()) fail('max-cells', `${rings} rings pass 100000000 cells; at most ${maxRings()} rings are allowed`);
  if (json.levels !== undefined && json.levels !== 1) fail('size', `a polar maze has one level; "levels" may only be 1, got ${describeValue(json.levels)}`);
  return new PolarGrid(rings);
}

const defined = defineShape<PolarGrid>({
  topology: 'polar',
  package: SOURCE,
  name: 'Polar',
  summary: 'a disc of concentric rings around a centre cell, the rings splitting outward so cells keep an even size',
  multiLevel: false,
  params: [{ name: 'rings', type: 'number', description: 'rings around the centre cell', default: 10, min: 1, max: maxRings(), integer: true }],
  directions: POLAR_DIRECTIONS,
  create: (p) => new PolarGrid(p.rings!),
  writeFields: (grid) => ({ rings: grid.rings }),
  readFields: readPolar,
  geometry: (grid) => new PolarGeometry(grid),
  cellName(grid, cell) {
    return cell === 0 ? 'cell 0 (the centre)' : `cell ${cell} (ring ${grid.ring(cell)}, position ${grid.position(cell)})`;
  },
});

/**
 * The polar shape: what `--shape polar` uses, and what maze JSON readers need for
 * `"topology": "polar"`. Its one size is `rings`; `levels: 1` is accepted and ignored, any
 * other `levels` refused, since a polar maze has one floor.
 */
export const shape: Shape<PolarGrid> = Object.freeze({
  ...defined,
  maskCells: polarMaskCells,
  create(params?: ShapeParams): PolarGrid {
    if (params !== undefined && params !== null && typeof params === 'object' && 'levels' in params) {
      const { levels, ...rest } = params;
      if (levels !== undefined && levels !== 1) {
        throw new MazekitError(SOURCE, `polar mazes have one level; got levels ${describeValue(levels)}, allowed: 1`);
      }
      return defined.create(rest);
    }
    return defined.create(params);
  },
});

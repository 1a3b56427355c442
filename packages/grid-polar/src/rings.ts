import { MAX_CELLS, MazekitError, describeValue } from '@mazekit/core';

const SOURCE = '@mazekit/grid-polar';

/**
 * How many outer cells each cell of the ring inside `ring` gets: `round(2π (ring − ½) / inner)`
 * for an inner ring of `inner` cells, kept within 1..3. It is the width a cell of that inner
 * ring would have at radius `ring − ½` (where `ring` starts), rounded, so cells stay about one
 * unit wide. The rounded value is always 1, 2 or 3 (3 only for rings 1 and 2); the bound
 * keeps the three outward direction pairs enough even so.
 */
export function splitOf(ring: number, inner: number): number {
  const m = Math.round((2 * Math.PI * (ring - 0.5)) / inner);
  return m < 1 ? 1 : m > 3 ? 3 : m;
}

/** The ring sizes of a polar grid: `counts[r]` cells on ring r, the first at `offsets[r]`. */
export interface RingTable {
  /** Cells per ring; `counts[0]` is 1, the centre. */
  readonly counts: Int32Array;
  /** Index of the first cell of each ring; `offsets[rings + 1]` is the cell count. */
  readonly offsets: Int32Array;
  /** `splits[r]`: outer cells per cell of ring r − 1 (1, 2 or 3); `splits[0]` is 0. */
  readonly splits: Uint8Array;
}

/** What drawing a polar grid needs to know of its rings (a `PolarGrid` is one). */
export interface RingView {
  /** Rings around the centre cell. */
  readonly rings: number;
  /** Ring of `cell`, 0 for the centre. */
  ring(cell: number): number;
  /** Cells on `ring` (1 for ring 0). */
  ringSize(ring: number): number;
  /** Position of `cell` on its ring, clockwise from north. */
  position(cell: number): number;
  /** Outer cells per cell of ring `ring - 1` (1, 2 or 3). */
  split(ring: number): number;
}

let largest = 0;

/** The most rings a grid may have: more would pass {@link MAX_CELLS} cells. */
export function maxRings(): number {
  if (largest === 0) {
    let count = 1;
    let total = 1;
    for (let r = 1; ; r++) {
      count *= splitOf(r, count);
      if (total + count > MAX_CELLS) break;
      total += count;
      largest = r;
    }
  }
  return largest;
}

/** Computes the rings of a grid with `rings` rings around the centre, refusing sizes it cannot make. */
export function ringTable(rings: unknown): RingTable {
  if (typeof rings !== 'number' || !Number.isInteger(rings) || rings < 1 || rings > maxRings()) {
    throw new MazekitError(SOURCE, `rings must be an integer from 1 to ${maxRings()}, got ${describeValue(rings)}`);
  }
  const counts = new Int32Array(rings + 1);
  const offsets = new Int32Array(rings + 2);
  const splits = new Uint8Array(rings + 1);
  counts[0] = 1;
  offsets[1] = 1;
  for (let r = 1; r <= rings; r++) {
    splits[r] = splitOf(r, counts[r - 1]!);
    counts[r] = counts[r - 1]! * splits[r]!;
    offsets[r + 1] = offsets[r]! + counts[r]!;
  }
  return { counts, offsets, splits };
}

import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { MaskedGrid, isMasked } from './mask-grid.js';
import { shapeOf } from './shape-of.js';

/** Options of {@link maskGrid}. */
export interface MaskOptions {
  /**
   * When the on-cells fall apart into regions that do not connect, keep only the largest
   * region (the first in cell order among equals) instead of refusing the mask.
   */
  readonly keepLargest?: boolean;
}

/**
 * Switches off the cells of `base` where `on[cell]` is 0 and returns the {@link MaskedGrid}
 * of the rest. Refused with one line: an `on` array of the wrong length, a mask with no
 * on-cell, and on-cells that do not all connect (naming a cell that cannot be reached from
 * the first on-cell) unless `keepLargest` is set. The base grid is used for its neighbours
 * only; carve into the masked grid.
 */
export function maskGrid(base: Grid, on: ArrayLike<number>, options: MaskOptions = {}): MaskedGrid {
  if (isMasked(base)) throw new MazekitError('@mazekit/core', 'the grid is already masked; mask its base grid instead');
  if (!on || typeof on.length !== 'number' || on.length !== base.size) {
    throw new MazekitError('@mazekit/core', `a mask must have one entry per cell (${base.size}), got ${describeValue(on?.length ?? on)}`);
  }
  const size = base.size;
  const label = new Int32Array(size).fill(-1); // region number of each on-cell; -2 for off cells
  let onCount = 0;
  for (let c = 0; c < size; c++) {
    if (on[c]) onCount++;
    else label[c] = -2;
  }
  if (onCount === 0) throw new MazekitError('@mazekit/core', 'the mask switches every cell off; at least one cell must be on', 'mask-empty');
  const queue = new Int32Array(onCount);
  const regionSizes: number[] = [];
  const regionFirst: number[] = [];
  for (let seed = 0; seed < size; seed++) {
    if (label[seed] !== -1) continue;
    const region = regionSizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    label[seed] = region;
    while (head < tail) {
      const c = queue[head++]!;
      for (let d = 0; d < base.degree; d++) {
        const n = base.neighbor(c, d);
        if (n >= 0 && label[n] === -1) {
          label[n] = region;
          queue[tail++] = n;
        }
      }
    }
    regionSizes.push(tail);
    regionFirst.push(seed);
    if (region === 0 && tail === onCount) break;
    if (region === 1 && !options.keepLargest) {
      const shape = shapeOf(base);
      const name = (c: number): string => (shape ? shape.cellName(base, c) : `cell ${c}`);
      throw new MazekitError(
        '@mazekit/core',
        `the mask's on-cells do not all connect: ${name(seed)} cannot be reached from ${name(regionFirst[0]!)}; join the regions or keep the largest one`,
        'mask-disconnected',
      );
    }
  }
  let keep = 0;
  for (let r = 1; r < regionSizes.length; r++) if (regionSizes[r]! > regionSizes[keep]!) keep = r;
  const toBase = new Int32Array(regionSizes[keep]!);
  const fromBase = new Int32Array(size).fill(-1);
  let n = 0;
  for (let c = 0; c < size; c++) {
    if (label[c] === keep) {
      fromBase[c] = n;
      toBase[n++] = c;
    }
  }
  return new MaskedGrid(base, toBase, fromBase);
}

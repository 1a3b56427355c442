import { OrthogonalGrid, PAD_BORDER, createRng, padGrid, type Padded } from '@mazekit/core';
import { carveBacktrackerPadded } from '@mazekit/generator-backtracker';
import { dx, dy } from './jag.js';
import type { World } from './world.js';

/**
 * Carves level-1 chunks: chunk (i, j) is the region between its four jagged borders (see
 * `jag.ts`), inside the box of side chunk + 2·jag around its straight square. The box is
 * a padded copy with every cell outside the region set to `PAD_BORDER`, and the
 * backtracker's fast loop carves a spanning tree of the rest from the seed
 * `<seed>/1/<i>/<j>`: the first rng call picks the start cell in the square the borders
 * never reach. With straight borders (jag 0) the box is the chunk and this is exactly the
 * backtracker on a chunk × chunk grid. One carver is made per window or route and reused
 * for every chunk, so a chunk costs its box and no allocation.
 *
 * {@link outline} finds a chunk's borders (and so whether it reaches a window at all),
 * {@link carve} carves the chunk last outlined. Rows from {@link fullFrom} to {@link fullTo}
 * hold every cell from `west[row]` to `east[row]`; the few rows above and below depend on
 * each column's `top` and `bottom`.
 */
export class ChunkCarver {
  /** Side of the box, in cells. */
  readonly side: number;
  /** Bytes of a padded row (side + 2): the step between a padded cell and the one below it. */
  readonly row: number;
  /** The last carved box: its bytes (padded, passage bits or `PAD_BORDER`). */
  readonly padded: Padded;
  /** The outlined chunk's box: its north-west cell. */
  x0 = 0;
  y0 = 0;
  /** World rows where every cell between the west and east borders is the chunk's: [fullFrom, fullTo). */
  fullFrom = 0;
  fullTo = 0;
  // Per box row: the world columns of the west border and just past the east one (clamped to
  // the box); per box column: the world rows of the north border and just past the south one.
  // Doubles, as coordinates pass 2^31.
  readonly west: Float64Array;
  readonly east: Float64Array;
  readonly top: Float64Array;
  readonly bottom: Float64Array;
  private readonly world: World;
  private readonly stack: Int32Array;
  private i = 0;
  private j = 0;

  constructor(world: World) {
    this.world = world;
    this.side = world.chunk + 2 * world.jag;
    this.row = this.side + 2;
    this.padded = padGrid(new OrthogonalGrid(this.side, this.side));
    this.stack = new Int32Array(this.side * this.side);
    this.west = new Float64Array(this.side);
    this.east = new Float64Array(this.side);
    this.top = new Float64Array(this.side);
    this.bottom = new Float64Array(this.side);
  }

  /**
   * Finds the borders of chunk (i, j) and tells whether any of its cells may lie in the
   * rectangle [x0, x1) × [y0, y1) (a cheap test on its outline: when false, it has none).
   */
  outline(i: number, j: number, x0 = -Infinity, y0 = -Infinity, x1 = Infinity, y1 = Infinity): boolean {
    const { world, side, west, east, top, bottom } = this;
    const C = world.chunk;
    const bx = C * i - world.jag;
    const by = C * j - world.jag;
    this.i = i;
    this.j = j;
    this.x0 = bx;
    this.y0 = by;
    let westMost = Infinity;
    let eastMost = -Infinity;
    let northMost = Infinity;
    let southMost = -Infinity;
    let fullFrom = -Infinity;
    let fullTo = Infinity;
    for (let c = 0; c < side; c++) {
      const t = C * j + dy(world, j, bx + c);
      const b = C * (j + 1) + dy(world, j + 1, bx + c);
      top[c] = t;
      bottom[c] = b;
      if (t > fullFrom) fullFrom = t;
      if (b < fullTo) fullTo = b;
      if (t < northMost) northMost = t;
      if (b > southMost) southMost = b;
    }
    for (let r = 0; r < side; r++) {
      const w = Math.max(bx, C * i + dx(world, i, by + r));
      const e = Math.min(bx + side, C * (i + 1) + dx(world, i + 1, by + r));
      west[r] = w;
      east[r] = e;
      if (w < westMost) westMost = w;
      if (e > eastMost) eastMost = e;
    }
    this.fullFrom = fullFrom;
    this.fullTo = fullTo;
    return westMost < x1 && eastMost > x0 && northMost < y1 && southMost > y0;
  }

  /** Carves the chunk last outlined into {@link padded}; its bytes for cell (x, y) are at {@link index}. */
  carve(): Uint8Array {
    const { world, side, row, west, east, top, bottom, x0, y0, fullFrom, fullTo } = this;
    const C = world.chunk;
    const J = world.jag;
    const m = this.padded.cells;
    m.fill(PAD_BORDER);
    // Box-relative columns as small integers (`| 0`): world coordinates are doubles past 2^31.
    for (let r = 0; r < side; r++) {
      const y = y0 + r;
      const at = (r + 1) * row + 1;
      const w = (west[r]! - x0) | 0;
      const e = (east[r]! - x0) | 0;
      if (y >= fullFrom && y < fullTo) {
        if (e > w) m.fill(0, at + w, at + e);
        continue;
      }
      for (let c = w; c < e; c++) {
        if (y >= top[c]! && y < bottom[c]!) m[at + c] = 0;
      }
    }
    const rng = createRng(`${world.seed}/1/${this.i}/${this.j}`);
    const inner = C - 2 * J;
    const first = inner > 1 ? Math.floor(rng() * inner * inner) : 0;
    carveBacktrackerPadded(this.padded, this.index(C * this.i + J + (first % inner), C * this.j + J + Math.floor(first / inner)), rng, this.stack);
    return m;
  }

  /** Padded index, in the last carved box, of world cell (x, y) (which must lie in the box). */
  index(x: number, y: number): number {
    return ((y - this.y0 + 1) * this.row + (x - this.x0 + 1)) | 0;
  }
}

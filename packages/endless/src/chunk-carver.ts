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
 */
export class ChunkCarver {
  /** Side of the box, in cells. */
  readonly side: number;
  /** Bytes of a padded row (side + 2): the step between a padded cell and the one below it. */
  readonly row: number;
  /** The last carved box: its bytes (padded, passage bits or `PAD_BORDER`) and its north-west cell. */
  readonly padded: Padded;
  x0 = 0;
  y0 = 0;
  private readonly world: World;
  private readonly stack: Int32Array;
  // World rows of each box column's north and south borders: doubles, as rows pass 2^31.
  private readonly top: Float64Array;
  private readonly bottom: Float64Array;

  constructor(world: World) {
    this.world = world;
    this.side = world.chunk + 2 * world.jag;
    this.row = this.side + 2;
    this.padded = padGrid(new OrthogonalGrid(this.side, this.side));
    this.stack = new Int32Array(this.side * this.side);
    this.top = new Float64Array(this.side);
    this.bottom = new Float64Array(this.side);
  }

  /** Carves chunk (i, j) into {@link padded}; its bytes for cell (x, y) are at {@link index}. */
  carve(i: number, j: number): Uint8Array {
    const { world, side, row, top, bottom } = this;
    const C = world.chunk;
    const J = world.jag;
    const x0 = C * i - J;
    const y0 = C * j - J;
    this.x0 = x0;
    this.y0 = y0;
    const m = this.padded.cells;
    m.fill(PAD_BORDER);
    for (let c = 0; c < side; c++) {
      top[c] = C * j + dy(world, j, x0 + c);
      bottom[c] = C * (j + 1) + dy(world, j + 1, x0 + c);
    }
    for (let r = 0; r < side; r++) {
      const y = y0 + r;
      const west = Math.max(x0, C * i + dx(world, i, y));
      const east = Math.min(x0 + side, C * (i + 1) + dx(world, i + 1, y));
      const at = (r + 1) * row + 1 - x0;
      for (let x = west; x < east; x++) {
        const c = x - x0;
        if (y >= top[c]! && y < bottom[c]!) m[at + x] = 0;
      }
    }
    const rng = createRng(`${world.seed}/1/${i}/${j}`);
    const inner = C - 2 * J;
    const first = inner > 1 ? Math.floor(rng() * inner * inner) : 0;
    carveBacktrackerPadded(this.padded, this.index(C * i + J + (first % inner), C * j + J + Math.floor(first / inner)), rng, this.stack);
    return m;
  }

  /** Padded index, in the last carved box, of world cell (x, y) (which must lie in the box). */
  index(x: number, y: number): number {
    return (y - this.y0 + 1) * this.row + (x - this.x0 + 1);
  }
}

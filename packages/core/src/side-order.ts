import { SideMiddle } from './draw/side-middle.js';
import { MazekitError } from './errors.js';
import type { Grid } from './grid.js';
import type { Point, ShapeGeometry } from './shape-geometry.js';
import { geometryOf, shapeOf } from './shape-of.js';

/** Marks a cell whose order is not worked out yet (`next` of its first direction). */
const UNKNOWN = 254;
/** Marks a direction that is no side of the cell. */
const NONE = 255;

/**
 * The sides of every cell of a grid in clockwise order (as drawn: y down), worked out from
 * its shape's geometry, so a wall follower walks hex, triangle, polar (a cell with two
 * outward sides has both, in order) and masked grids with no code for any shape. A cell's
 * stairs come after its last flat side, up before down: every cyclic order makes a wall
 * follower tour a perfect maze, and stairs have no place on the floor's circle.
 *
 * The order of a cell is worked out the first time it is asked for and kept (two bytes per
 * cell and direction), so a walker pays only for the cells it reaches.
 */
export interface SideOrder {
  /** The grid it orders. */
  readonly grid: Grid;
  /** The side after `dir` going clockwise round `cell` (wrapping round); `dir` if it is the only one. */
  clockwise(cell: number, dir: number): number;
  /** The side before `dir` going clockwise round `cell` (that is, the next one anticlockwise). */
  anticlockwise(cell: number, dir: number): number;
  /** The first side of `cell` in its order (the first clockwise from due west: north on a square), or -1 when it has none. */
  first(cell: number): number;
  /**
   * Which way side `dir` of `cell` faces, in radians (0 east, growing clockwise on screen,
   * in (-π, π]): the angle from the cell's centre to the side's middle; `NaN` for a stair.
   */
  angle(cell: number, dir: number): number;
}

const cache = new WeakMap<Grid, SideOrder>();

/**
 * The {@link SideOrder} of `grid`, from its shape's geometry (kept per grid object, so
 * solving one maze many times works it out once). Refused with one line when the grid has
 * no shape (a test grid without geometry).
 */
export function sideOrder(grid: Grid): SideOrder {
  let order = cache.get(grid);
  if (!order) {
    if (!shapeOf(grid)) {
      throw new MazekitError('@mazekit/core', `the ${grid.topology} grid has no shape, so its cells have no side order`);
    }
    order = new GeometrySideOrder(grid, geometryOf(grid));
    cache.set(grid, order);
  }
  return order;
}

class GeometrySideOrder implements SideOrder {
  readonly grid: Grid;
  private readonly geometry: ShapeGeometry;
  private readonly degree: number;
  private readonly next: Uint8Array;
  private readonly prev: Uint8Array;
  private readonly start: Uint8Array;
  private readonly middle = new SideMiddle();
  private readonly point: Point = { x: 0, y: 0 };
  private readonly dirs: Int32Array;
  private readonly angles: Float64Array;

  constructor(grid: Grid, geometry: ShapeGeometry) {
    this.grid = grid;
    this.geometry = geometry;
    this.degree = grid.degree;
    this.next = new Uint8Array(grid.size * grid.degree).fill(UNKNOWN);
    this.prev = new Uint8Array(grid.size * grid.degree);
    this.start = new Uint8Array(grid.size);
    this.dirs = new Int32Array(grid.degree);
    this.angles = new Float64Array(grid.degree);
  }

  clockwise(cell: number, dir: number): number {
    const i = cell * this.degree;
    if (this.next[i] === UNKNOWN) this.work(cell);
    const n = this.next[i + dir]!;
    return n === NONE ? -1 : n;
  }

  anticlockwise(cell: number, dir: number): number {
    const i = cell * this.degree;
    if (this.next[i] === UNKNOWN) this.work(cell);
    const p = this.prev[i + dir]!;
    return p === NONE ? -1 : p;
  }

  first(cell: number): number {
    if (this.next[cell * this.degree] === UNKNOWN) this.work(cell);
    const s = this.start[cell]!;
    return s === NONE ? -1 : s;
  }

  angle(cell: number, dir: number): number {
    const geometry = this.geometry;
    if (geometry.stair(dir) !== 0) return NaN;
    const c = geometry.center(cell, this.point);
    const cx = c.x;
    const cy = c.y;
    const m = this.middle;
    m.x = NaN;
    if (geometry.wall(cell, dir, m) && !Number.isNaN(m.x)) return Math.atan2(m.y - cy, m.x - cx);
    // A direction with a neighbour but no wall of its own faces that neighbour's centre.
    const n = this.grid.neighbor(cell, dir);
    if (n < 0 || geometry.level(n) !== geometry.level(cell)) return NaN;
    const o = geometry.center(n, this.point);
    return Math.atan2(o.y - cy, o.x - cx);
  }

  /** Sorts the sides of `cell` by angle (insertion sort: a cell has at most 8) and links them in a ring. */
  private work(cell: number): void {
    const degree = this.degree;
    const dirs = this.dirs;
    const angles = this.angles;
    const geometry = this.geometry;
    let count = 0;
    for (let d = 0; d < degree; d++) {
      if (geometry.stair(d) !== 0) continue;
      const a = this.angle(cell, d);
      if (Number.isNaN(a)) continue;
      let j = count++;
      while (j > 0 && angles[j - 1]! > a) {
        angles[j] = angles[j - 1]!;
        dirs[j] = dirs[j - 1]!;
        j--;
      }
      angles[j] = a;
      dirs[j] = d;
    }
    for (let d = 0; d < degree; d++) if (geometry.stair(d) !== 0 && this.grid.neighbor(cell, d) >= 0) dirs[count++] = d;
    const base = cell * degree;
    for (let d = 0; d < degree; d++) {
      this.next[base + d] = NONE;
      this.prev[base + d] = NONE;
    }
    for (let k = 0; k < count; k++) {
      const d = dirs[k]!;
      const n = dirs[(k + 1) % count]!;
      this.next[base + d] = n;
      this.prev[base + n] = d;
    }
    this.start[cell] = count ? dirs[0]! : NONE;
  }
}

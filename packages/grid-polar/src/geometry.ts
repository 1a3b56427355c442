import { type PathContext, type Point, type ShapeGeometry, arcTo } from '@mazekit/core';
import type { RingView } from './rings.js';

const TAU = 2 * Math.PI;

/**
 * The geometry of a `PolarGrid` in cell units (x right, y down). The maze's centre is at
 * (R + ½, R + ½) for R rings, so the floor spans `[0, 2R + 1]` both ways. The centre cell is
 * the disc of radius ½; ring r ≥ 1 lies between radii r − ½ and r + ½. Position i of a ring of
 * n cells spans the angles from `2π i / n` to `2π (i + 1) / n` clockwise from straight up,
 * which are canvas angles (from the x axis, turning clockwise on screen) `2π i / n − π/2`.
 *
 * Side walls are radial segments; inner and outer walls are arcs, drawn clockwise: the outer
 * wall towards outer cell j covers exactly that outer cell's inner arc, computed from the outer
 * ring's angles so that both cells draw the very same arc.
 */
export class PolarGeometry implements ShapeGeometry {
  readonly width: number;
  readonly height: number;
  readonly levels = 1;
  private readonly grid: RingView;
  private readonly c: number;

  constructor(grid: RingView) {
    this.grid = grid;
    this.c = grid.rings + 0.5;
    this.width = 2 * grid.rings + 1;
    this.height = this.width;
  }

  level(): number {
    return 0;
  }

  /** Canvas angle of the counter-clockwise side of position `i` on a ring of `n` cells. */
  private angle(i: number, n: number): number {
    return (TAU * i) / n - Math.PI / 2;
  }

  center(cell: number, out: Point = { x: 0, y: 0 }): Point {
    if (cell === 0) {
      out.x = this.c;
      out.y = this.c;
      return out;
    }
    const ring = this.grid.ring(cell);
    const n = this.grid.ringSize(ring);
    const mid = this.angle(this.grid.position(cell) + 0.5, n);
    out.x = this.c + ring * Math.cos(mid);
    out.y = this.c + ring * Math.sin(mid);
    return out;
  }

  outline(cell: number, ctx: PathContext): void {
    const c = this.c;
    if (cell === 0) {
      ctx.moveTo(c + 0.5, c);
      arcTo(ctx, c, c, 0.5, 0, TAU);
      ctx.closePath?.();
      return;
    }
    const ring = this.grid.ring(cell);
    const n = this.grid.ringSize(ring);
    const i = this.grid.position(cell);
    const a0 = this.angle(i, n);
    const a1 = this.angle(i + 1, n);
    const inner = ring - 0.5;
    const outer = ring + 0.5;
    ctx.moveTo(c + inner * Math.cos(a0), c + inner * Math.sin(a0));
    ctx.lineTo(c + outer * Math.cos(a0), c + outer * Math.sin(a0));
    arcTo(ctx, c, c, outer, a0, a1);
    ctx.lineTo(c + inner * Math.cos(a1), c + inner * Math.sin(a1));
    arcTo(ctx, c, c, inner, a1, a0, true);
    ctx.closePath?.();
  }

  private arc(ctx: PathContext, radius: number, a0: number, a1: number): void {
    ctx.moveTo(this.c + radius * Math.cos(a0), this.c + radius * Math.sin(a0));
    arcTo(ctx, this.c, this.c, radius, a0, a1);
  }

  private radial(ctx: PathContext, ring: number, a: number): void {
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    ctx.moveTo(this.c + (ring - 0.5) * cos, this.c + (ring - 0.5) * sin);
    ctx.lineTo(this.c + (ring + 0.5) * cos, this.c + (ring + 0.5) * sin);
  }

  wall(cell: number, dir: number, ctx: PathContext): boolean {
    if (dir < 0 || dir > 7) return false;
    const grid = this.grid;
    const ring = cell === 0 ? 0 : grid.ring(cell);
    const n = grid.ringSize(ring);
    const i = cell === 0 ? 0 : grid.position(cell);
    if (dir <= 1) {
      if (ring === 0) return false;
      // Clockwise: the side at angle i + 1; counter-clockwise: the side at angle i.
      this.radial(ctx, ring, this.angle(dir === 0 ? i + 1 : i, n));
      return true;
    }
    const j = (dir - 2) >> 1;
    if ((dir & 1) === 0) {
      // Outward: the rim for the outer ring (one wall, out0), else outer cell j's inner arc.
      if (ring === grid.rings) {
        if (j !== 0) return false;
        this.arc(ctx, ring + 0.5, this.angle(i, n), this.angle(i + 1, n));
        return true;
      }
      const m = grid.split(ring + 1);
      if (j >= m) return false;
      const k = i * m + j;
      this.arc(ctx, ring + 0.5, this.angle(k, n * m), this.angle(k + 1, n * m));
      return true;
    }
    // Inward: only through the pair of this cell's place among its inner cell's outer cells.
    if (ring === 0 || i % grid.split(ring) !== j) return false;
    this.arc(ctx, ring - 0.5, this.angle(i, n), this.angle(i + 1, n));
    return true;
  }

  stair(): number {
    return 0;
  }
}

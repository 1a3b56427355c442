// The 3D view's geometry for mazes of any shape (hex, triangle, polar, masked), through
// core's geometryOf: wall pieces, floor triangles and stair sizes, in world units (one cell
// unit = 1; world x = the geometry's x, world z = its y, y up). Pure, so tests need no WebGL.
import { cellRoom, isWoven, type Grid, type PathContext, type ShapeGeometry } from '@mazekit/core';

/** Keeps what a geometry draws as polylines; it has no `arc`, so arcs come as short lines. */
class Polylines implements PathContext {
  lines: number[][] = [];
  moveTo(x: number, y: number): void {
    this.lines.push([x, y]);
  }
  lineTo(x: number, y: number): void {
    const line = this.lines[this.lines.length - 1];
    if (!line) return this.moveTo(x, y);
    if (Math.abs(line[line.length - 2]! - x) > 1e-9 || Math.abs(line[line.length - 1]! - y) > 1e-9) line.push(x, y);
  }
}

/**
 * Calls `run(x0, z0, x1, z1, level)` for every straight wall piece of a grid whose passage
 * bytes are `cells` (the finished grid's, or a carving step's): core's rule, each side once —
 * a side leading off the maze, or a closed side towards a larger cell index — except the sides
 * of a weave maze's crossings, which its bridges stand over. Returns the count.
 */
export function forEachShapeWall(
  grid: Grid,
  geometry: ShapeGeometry,
  cells: Uint8Array,
  run: (x0: number, z0: number, x1: number, z1: number, level: number) => void,
): number {
  const ctx = new Polylines();
  let count = 0;
  const over = isWoven(grid) ? grid.over : undefined;
  for (let c = 0; c < grid.size; c++) {
    // A weave crossing's sides are where the corridor beneath passes: its bridge has parapets instead (see bridge-geometry.ts).
    if (over && over[c] !== 0) continue;
    const bits = cells[c]!;
    const level = geometry.level(c);
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0) continue;
      const n = grid.neighbor(c, d);
      if (!(n < 0 || (n > c && !(bits & (1 << d))))) continue;
      ctx.lines = [];
      if (!geometry.wall(c, d, ctx)) continue;
      for (const line of ctx.lines) {
        for (let i = 2; i < line.length; i += 2) {
          run(line[i - 2]!, line[i - 1]!, line[i]!, line[i + 1]!, level);
          count++;
        }
      }
    }
  }
  return count;
}

/** The most wall pieces the grid can have (nothing carved): the instance buffer's size. */
export function maxShapeWalls(grid: Grid, geometry: ShapeGeometry): number {
  return forEachShapeWall(grid, geometry, new Uint8Array(grid.size), () => {});
}

/**
 * Each cell's floor as a fan of triangles from its centre round its outline, all cells in one
 * array (x, z pairs, three corners a triangle): cell `c` has the triangles from `first[c]` to
 * `first[c + 1]` (counted in corners), so its colour can be set alone.
 */
export function shapeFloorTriangles(grid: Grid, geometry: ShapeGeometry): { corners: Float32Array; first: Int32Array } {
  const ctx = new Polylines();
  const centre = { x: 0, y: 0 };
  const first = new Int32Array(grid.size + 1);
  const out: number[] = [];
  for (let c = 0; c < grid.size; c++) {
    first[c] = out.length / 2;
    ctx.lines = [];
    geometry.outline(c, ctx);
    geometry.center(c, centre);
    const pts = ctx.lines[0] ?? [];
    const n = pts.length / 2;
    for (let i = 0; i < n; i++) {
      const [a, b] = [2 * i, 2 * ((i + 1) % n)];
      if (Math.abs(pts[a]! - pts[b]!) < 1e-9 && Math.abs(pts[a + 1]! - pts[b + 1]!) < 1e-9) continue;
      out.push(centre.x, centre.y, pts[a]!, pts[a + 1]!, pts[b]!, pts[b + 1]!);
    }
  }
  first[grid.size] = out.length / 2;
  return { corners: new Float32Array(out), first };
}

/**
 * How much room a cell leaves around its centre, as a share of a unit square's (core's
 * `cellRoom`: 0.5 from the centre to the nearest side's middle): a stair's ramp is scaled by
 * it (about 0.58 for triangles).
 */
export function stairScale(grid: Grid, geometry: ShapeGeometry): number {
  return Math.min(1, cellRoom(grid, geometry, 0) / 0.5);
}

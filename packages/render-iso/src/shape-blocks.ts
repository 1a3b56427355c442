import type { Grid, ShapeGeometry } from '@mazekit/core';
import { PolylineContext } from './polyline-context.js';
import type { Prism } from './prism.js';

/** A wall piece of a shape's floor, with the cell and direction it closes, or a post (`cell` -1). */
export interface WallPrism extends Prism {
  /** The cell whose side this wall closes, or -1 for a post. */
  readonly cell: number;
  /** The direction number of that side (the shape's `directions` name it), -1 for a post. */
  readonly dir: number;
}

/** Posts are regular octagons; their apothem is this many wall thicknesses. */
const POST = 0.6;
/** Walls stop this many wall thicknesses short of a corner, inside its post. */
const SHORTEN = 0.3;

function octagon(x: number, y: number, apothem: number): number[] {
  const r = apothem / Math.cos(Math.PI / 8);
  const out: number[] = [];
  for (let k = 0; k < 8; k++) {
    const a = Math.PI / 8 + (k * Math.PI) / 4;
    out.push(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  return out;
}

/** The footprint of a straight wall piece from a to b, `t` thick, pulled in by `da` and `db` at its ends. */
function slab(ax: number, ay: number, bx: number, by: number, t: number, da: number, db: number): number[] | undefined {
  const len = Math.hypot(bx - ax, by - ay);
  if (len <= da + db + 1e-9) return undefined;
  const ux = (bx - ax) / len;
  const uy = (by - ay) / len;
  const [x0, y0, x1, y1] = [ax + ux * da, ay + uy * da, bx - ux * db, by - uy * db];
  const [nx, ny] = [(-uy * t) / 2, (ux * t) / 2];
  return [x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny];
}

/**
 * The wall pieces of floor `level` of any shape, through its geometry: each wall the geometry
 * draws (core's rule: a side leading off the maze, or a closed side towards a larger cell
 * index) becomes a low prism along it, `thickness` thick from `z` to `z + height`; a curved
 * wall becomes several straight pieces. Walls stop short of their two ends, where an
 * octagonal post stands, so that walls meeting at any angle join cleanly.
 */
export function shapeWallPrisms(grid: Grid, geometry: ShapeGeometry, level: number, z: number, height: number, thickness: number): WallPrism[] {
  const ctx = new PolylineContext();
  const out: WallPrism[] = [];
  const posts = new Map<string, [number, number]>();
  const z1 = z + height;
  const cut = thickness * SHORTEN;
  const post = (x: number, y: number) => {
    // Corners are shared by several walls, drawn by different cells: merge them to 1e-6.
    const key = `${Math.round(x * 1e6)},${Math.round(y * 1e6)}`;
    if (!posts.has(key)) posts.set(key, [x, y]);
  };
  for (let c = 0; c < grid.size; c++) {
    if (geometry.level(c) !== level) continue;
    const bits = grid.cells[c]!;
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0) continue;
      const n = grid.neighbor(c, d);
      if (!(n < 0 || (n > c && !(bits & (1 << d))))) continue;
      ctx.reset();
      if (!geometry.wall(c, d, ctx)) continue;
      for (const line of ctx.lines) {
        const last = line.length / 2 - 1;
        if (last < 1) continue;
        post(line[0]!, line[1]!);
        post(line[2 * last]!, line[2 * last + 1]!);
        // Pieces of one curved wall meet end to end; only the wall's own two ends stop short.
        for (let k = 0; k < last; k++) {
          const footprint = slab(line[2 * k]!, line[2 * k + 1]!, line[2 * k + 2]!, line[2 * k + 3]!, thickness, k === 0 ? cut : 0, k === last - 1 ? cut : 0);
          if (footprint) out.push({ footprint, z0: z, z1, cell: c, dir: d });
        }
      }
    }
  }
  for (const [x, y] of posts.values()) out.push({ footprint: octagon(x, y, POST * thickness), z0: z, z1, cell: -1, dir: -1 });
  return out;
}

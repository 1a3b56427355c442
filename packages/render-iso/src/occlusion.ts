import type { OrthogonalGrid } from '@mazekit/core';
import { hides, type WallBox } from './boxes.js';

/** World points along the route: cell centres, `lift` above each floor, joined straight (stairs vertical). */
export function routePoints(grid: OrthogonalGrid, route: readonly number[], floorZ: (level: number) => number, lift: number): number[] {
  const out: number[] = [];
  for (const cell of route) out.push(grid.col(cell) + 0.5, grid.row(cell) + 0.5, floorZ(grid.level(cell)) + lift);
  return out;
}

/** How far in front of the route, in cells along the view ray, a wall must stand to count as hiding it. */
const NEAR = 1;

/**
 * Marks the wall blocks (of `floors`, one list per level) that stand between the viewer and
 * the route polyline `points` (x, y, z triples): the route is sampled every tenth of a cell,
 * across its drawn width too (`halfWidth`, in cells of screen offset), and each sample's ray
 * towards the viewer is tested against the blocks it meets within a cell of it (on its own
 * floor, or the floor a stair is about to reach). Returns the marked blocks.
 */
export function wallsHidingRoute(
  grid: OrthogonalGrid,
  floors: readonly (readonly WallBox[])[],
  points: readonly number[],
  floorZ: (level: number) => number,
  wallHeight: number,
  halfWidth: number,
): Set<WallBox> {
  const { width: w, height: h, levels } = grid;
  const stride = w + 2;
  // Blocks bucketed by the lattice square of their centre, so each sample looks at a few only.
  const buckets = new Map<number, WallBox[]>();
  floors.forEach((boxes, level) => {
    for (const box of boxes) {
      const key = (level * (h + 2) + Math.floor((box.y0 + box.y1) / 2)) * stride + Math.floor((box.x0 + box.x1) / 2);
      let list = buckets.get(key);
      if (!list) buckets.set(key, (list = []));
      list.push(box);
    }
  });
  const hidden = new Set<WallBox>();
  const sample = (px: number, py: number, pz: number) => {
    for (let level = 0; level < levels; level++) {
      const z = floorZ(level);
      const s0 = Math.max(0, z - pz);
      const s1 = z + wallHeight - pz;
      if (s1 <= 0) continue;
      // Only walls close in front count: a stair line in mid-air behind the next floor shows
      // through its translucent slab, and fading every wall along that diagonal would wash
      // out the floor the route is about to walk on.
      if (s0 > NEAR) break;
      const xa = Math.floor(px + s0) - 1;
      const ya = Math.floor(py + s0) - 1;
      if (xa > w || ya > h) break;
      const xb = Math.min(w, Math.floor(px + s1) + 1);
      const yb = Math.min(h, Math.floor(py + s1) + 1);
      for (let y = Math.max(0, ya); y <= yb; y++) {
        for (let x = Math.max(0, xa); x <= xb; x++) {
          for (const box of buckets.get((level * (h + 2) + y) * stride + x) ?? []) {
            if (!hidden.has(box) && hides(box, px, py, pz)) hidden.add(box);
          }
        }
      }
    }
  };
  // Screen offsets of the line's edges: sideways is (x - y) · cos 30°, up is z.
  const side = halfWidth / (2 * Math.cos(Math.PI / 6));
  const across = (px: number, py: number, pz: number) => {
    sample(px, py, pz);
    sample(px + side, py - side, pz);
    sample(px - side, py + side, pz);
    sample(px, py, pz + halfWidth);
    sample(px, py, pz - halfWidth);
  };
  for (let i = 0; i + 3 < points.length; i += 3) {
    const [x0, y0, z0, x1, y1, z1] = [points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!, points[i + 4]!, points[i + 5]!];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0, z1 - z0) * 10));
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      across(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, z0 + (z1 - z0) * t);
    }
  }
  if (points.length >= 3) across(points[points.length - 3]!, points[points.length - 2]!, points[points.length - 1]!);
  return hidden;
}

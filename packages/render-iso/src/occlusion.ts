import type { IsoFrame } from './projection.js';

/** How far in front of the route, in cells along the view ray, a wall must stand to count as hiding it. */
const NEAR = 1;

/** How {@link wallsHidingRoute} sees a block: where its centre is, and whether it hides a point. */
export interface Occluder<B> {
  /** The (x, y) centre of `block`'s footprint, in cells. */
  centre(block: B): readonly [number, number];
  /** True when the ray from the point towards the viewer passes through `block`. */
  hides(block: B, px: number, py: number, pz: number): boolean;
}

/**
 * Marks the wall blocks (of `floors`, one list per level; any block no longer than a cell) that stand between the viewer and
 * the route polyline `points` (x, y, z triples): the route is sampled every tenth of a cell,
 * across its drawn width too (`halfWidth`, in cells of screen offset), and each sample's ray
 * towards the viewer is tested against the blocks it meets within a cell of it (on its own
 * floor, or the floor a stair is about to reach). Returns the marked blocks.
 */
export function wallsHidingRoute<B>(
  frame: IsoFrame,
  floors: readonly (readonly B[])[],
  occluder: Occluder<B>,
  points: readonly number[],
  floorZ: (level: number) => number,
  wallHeight: number,
  halfWidth: number,
): Set<B> {
  const w = Math.ceil(frame.width);
  const h = Math.ceil(frame.height);
  const levels = frame.levels;
  const stride = w + 2;
  // Blocks bucketed by the lattice square of their centre, so each sample looks at a few only.
  const buckets = new Map<number, B[]>();
  floors.forEach((boxes, level) => {
    for (const box of boxes) {
      const [cx, cy] = occluder.centre(box);
      const key = (level * (h + 2) + Math.floor(cy)) * stride + Math.floor(cx);
      let list = buckets.get(key);
      if (!list) buckets.set(key, (list = []));
      list.push(box);
    }
  });
  const hidden = new Set<B>();
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
            if (!hidden.has(box) && occluder.hides(box, px, py, pz)) hidden.add(box);
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

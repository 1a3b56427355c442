/**
 * The convex hull of points given as x, y pairs, counter-clockwise in y-down coordinates
 * (Andrew's monotone chain), as x, y pairs. Used for a floor slab that follows the shape of a
 * board (a disc for polar mazes) rather than its bounding box.
 */
export function convexHull(points: readonly number[]): number[] {
  const idx: number[] = [];
  for (let i = 0; i < points.length; i += 2) idx.push(i);
  idx.sort((a, b) => points[a]! - points[b]! || points[a + 1]! - points[b + 1]!);
  const cross = (o: number, a: number, b: number) =>
    (points[a]! - points[o]!) * (points[b + 1]! - points[o + 1]!) - (points[a + 1]! - points[o + 1]!) * (points[b]! - points[o]!);
  const chain = (order: number[]): number[] => {
    const out: number[] = [];
    for (const p of order) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-12) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  const hull = [...chain(idx), ...chain([...idx].reverse())];
  return hull.flatMap((i) => [points[i]!, points[i + 1]!]);
}

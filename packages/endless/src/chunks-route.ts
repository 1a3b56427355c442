import { BlockCarver, EAST_DOOR, SOUTH_DOOR, doorOffset } from './chunk-tree.js';
import type { RouteOutput } from './route-output.js';
import { treePath } from './tree-path.js';
import type { World } from './world.js';

/**
 * Appends the unique route from cell (ux, uy) to (vx, vy) in the chunks texture. In the
 * smallest block holding both ends, the route crosses the block's children in the order of
 * the path between their two children in the block's tree, passing the door of each tree
 * edge; inside each child it is again a route between two of its cells (an end or a door),
 * down to level 1, where it is the path in the carved chunk. Only the blocks the route
 * passes are carved; pending parts wait on an explicit stack.
 */
export function chunksRoute(world: World, ux: number, uy: number, vx: number, vy: number, out: RouteOutput): void {
  const C = world.chunk;
  const carver = new BlockCarver(world);
  const parent = new Int32Array(C * C);
  const queue = new Int32Array(C * C);
  let level = 0;
  let side = 1;
  while (Math.floor(ux / side) !== Math.floor(vx / side) || Math.floor(uy / side) !== Math.floor(vy / side)) {
    level++;
    side *= C;
  }
  if (level === 0) {
    out.cell(ux, uy);
    return;
  }
  // Each pending part: level, its block's side, from x, from y, to x, to y.
  const stack: number[] = [level, side, ux, uy, vx, vy];
  while (stack.length > 0) {
    const base = stack.length - 6;
    const k = stack[base]!;
    const blockSide = stack[base + 1]!;
    const fx = stack[base + 2]!;
    const fy = stack[base + 3]!;
    const tx = stack[base + 4]!;
    const ty = stack[base + 5]!;
    stack.length = base;
    const S = blockSide / C; // a child's side
    const bx = Math.floor(fx / blockSide);
    const by = Math.floor(fy / blockSide);
    const local = (x: number, y: number): number => (Math.floor(y / S) - by * C) * C + (Math.floor(x / S) - bx * C);
    const from = local(fx, fy);
    const to = local(tx, ty);
    if (from === to && k > 1) {
      stack.push(k - 1, S, fx, fy, tx, ty);
      continue;
    }
    const path = treePath(carver.tree(k, bx, by), C, from, to, parent, queue);
    if (k === 1) {
      for (const c of path) out.cell(bx * C + (c % C), by * C + Math.floor(c / C));
      continue;
    }
    // Door cells between consecutive children: exit of child i, entry of child i + 1.
    const parts: number[] = [];
    let ex = fx;
    let ey = fy;
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i]!;
      const b = path[i + 1]!;
      const lo = Math.min(a, b);
      const cx = bx * C + (lo % C);
      const cy = by * C + Math.floor(lo / C);
      let loCell: [number, number];
      let hiCell: [number, number];
      if (Math.abs(a - b) === 1) {
        const y = cy * S + doorOffset(world, k - 1, cx, cy, EAST_DOOR, S);
        loCell = [(cx + 1) * S - 1, y];
        hiCell = [(cx + 1) * S, y];
      } else {
        const x = cx * S + doorOffset(world, k - 1, cx, cy, SOUTH_DOOR, S);
        loCell = [x, (cy + 1) * S - 1];
        hiCell = [x, (cy + 1) * S];
      }
      const [exit, entry] = a === lo ? [loCell, hiCell] : [hiCell, loCell];
      parts.push(k - 1, S, ex, ey, exit[0], exit[1]);
      [ex, ey] = entry;
    }
    parts.push(k - 1, S, ex, ey, tx, ty);
    // Pushed last part first, so the first part is taken next.
    for (let p = parts.length - 6; p >= 0; p -= 6) stack.push(...parts.slice(p, p + 6));
  }
}

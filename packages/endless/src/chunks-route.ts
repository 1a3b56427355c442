import { ChunkCarver } from './chunk-carver.js';
import { BlockCarver, EAST_DOOR, SOUTH_DOOR, door } from './chunk-tree.js';
import { chunkColumn, chunkRow } from './jag.js';
import type { RouteOutput } from './route-output.js';
import { treePath } from './tree-path.js';
import type { World } from './world.js';

/**
 * Appends the unique route from cell (ux, uy) to (vx, vy) in the chunks texture. In the
 * smallest block holding both ends, the route crosses the block's children in the order of
 * the path between their two children in the block's tree, passing the door of each tree
 * edge; inside each child it is again a route between two of its cells (an end or a door),
 * down to level 1, where it is the path in the carved chunk. A cell's block at every level
 * follows from its level-1 chunk (found across the jagged borders). Only the chunks and
 * blocks the route passes are carved; pending parts wait on an explicit stack.
 */
export function chunksRoute(world: World, ux: number, uy: number, vx: number, vy: number, out: RouteOutput): void {
  const C = world.chunk;
  const chunks = new ChunkCarver(world);
  const blocks = new BlockCarver(world);
  const parent = new Int32Array(Math.max(C * C, chunks.row * chunks.row));
  const queue = new Int32Array(parent.length);
  if (ux === vx && uy === vy) {
    out.cell(ux, uy);
    return;
  }
  // The level of the smallest block holding both ends: 1 when they share a chunk.
  let level = 1;
  for (
    let span = 1, ui = chunkColumn(world, ux, uy), uj = chunkRow(world, ux, uy), vi = chunkColumn(world, vx, vy), vj = chunkRow(world, vx, vy);
    Math.floor(ui / span) !== Math.floor(vi / span) || Math.floor(uj / span) !== Math.floor(vj / span);
    span *= C
  ) {
    level++;
  }
  // Each pending part: level, from x, from y, to x, to y.
  const stack: number[] = [level, ux, uy, vx, vy];
  while (stack.length > 0) {
    const base = stack.length - 5;
    const k = stack[base]!;
    const fx = stack[base + 1]!;
    const fy = stack[base + 2]!;
    const tx = stack[base + 3]!;
    const ty = stack[base + 4]!;
    stack.length = base;
    const fi = chunkColumn(world, fx, fy);
    const fj = chunkRow(world, fx, fy);
    if (k === 1) {
      chunks.outline(fi, fj);
      const m = chunks.carve();
      const path = treePath(m, chunks.row, chunks.index(fx, fy), chunks.index(tx, ty), parent, queue);
      for (const p of path) out.cell(chunks.x0 + (p % chunks.row) - 1, chunks.y0 + Math.floor(p / chunks.row) - 1);
      continue;
    }
    // Children of this level-k block are blocks of level k - 1, each `span` chunks a side.
    const span = C ** (k - 2);
    const bx = Math.floor(fi / (span * C));
    const by = Math.floor(fj / (span * C));
    const local = (i: number, j: number): number => (Math.floor(j / span) - by * C) * C + (Math.floor(i / span) - bx * C);
    const from = local(fi, fj);
    const to = local(chunkColumn(world, tx, ty), chunkRow(world, tx, ty));
    if (from === to) {
      stack.push(k - 1, fx, fy, tx, ty);
      continue;
    }
    const path = treePath(blocks.tree(k, bx, by), C, from, to, parent, queue);
    // Door cells between consecutive children: exit of child i, entry of child i + 1.
    const parts: number[] = [];
    let ex = fx;
    let ey = fy;
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i]!;
      const b = path[i + 1]!;
      const lo = Math.min(a, b);
      const [x1, y1, x2, y2] = door(world, k - 1, bx * C + (lo % C), by * C + Math.floor(lo / C), Math.abs(a - b) === 1 ? EAST_DOOR : SOUTH_DOOR);
      const [exitX, exitY, entryX, entryY] = a === lo ? [x1, y1, x2, y2] : [x2, y2, x1, y1];
      parts.push(k - 1, ex, ey, exitX, exitY);
      ex = entryX;
      ey = entryY;
    }
    parts.push(k - 1, ex, ey, tx, ty);
    // Pushed last part first, so the first part is taken next.
    for (let p = parts.length - 5; p >= 0; p -= 5) stack.push(...parts.slice(p, p + 5));
  }
}

import { Bits } from '@mazekit/core';
import { BlockCarver, EAST_DOOR, SOUTH_DOOR, doorOffset } from './chunk-tree.js';
import type { World } from './world.js';

/**
 * Fills `out` (`ww × wh`, row-major) with the world's passage bits of the window at
 * (`wx`, `wy`) in the chunks texture: the level-1 blocks under the window are carved and
 * copied in, then, level by level, the trees of the blocks over the window decide which of
 * their doors open, and the doors that touch a window cell are added. Cost: the carved
 * blocks (the window rounded out to whole chunks) plus chunk² per block per level above,
 * where a window smaller than a block meets at most four blocks of each level.
 */
export function chunksWindow(world: World, wx: number, wy: number, ww: number, wh: number, out: Uint8Array): void {
  const C = world.chunk;
  const carver = new BlockCarver(world);
  const xEnd = wx + ww;
  const yEnd = wy + wh;
  out.fill(0);
  for (let by = Math.floor(wy / C); by * C < yEnd; by++) {
    for (let bx = Math.floor(wx / C); bx * C < xEnd; bx++) {
      const cells = carver.tree(1, bx, by);
      const c0 = Math.max(wx, bx * C);
      const c1 = Math.min(xEnd, bx * C + C);
      const r0 = Math.max(wy, by * C);
      const r1 = Math.min(yEnd, by * C + C);
      for (let row = r0; row < r1; row++) {
        const src = (row - by * C) * C + (c0 - bx * C);
        out.set(cells.subarray(src, src + (c1 - c0)), (row - wy) * ww + (c0 - wx));
      }
    }
  }
  let S = C; // side of a child block, in cells
  for (let level = 2; level <= world.levels; level++) {
    const side = S * C;
    for (let by = Math.floor(wy / side); by * side < yEnd; by++) {
      for (let bx = Math.floor(wx / side); bx * side < xEnd; bx++) {
        const tree = carver.tree(level, bx, by);
        for (let j = 0; j < C; j++) {
          const top = by * side + j * S;
          for (let i = 0; i < C; i++) {
            const left = bx * side + i * S;
            const bits = tree[j * C + i]!;
            // East door: cells (X, Y) and (X + 1, Y) with X the child's last column.
            const X = left + S - 1;
            if (bits & Bits.E && X + 1 >= wx && X < xEnd && top < yEnd && top + S > wy) {
              const Y = top + doorOffset(world, level - 1, bx * C + i, by * C + j, EAST_DOOR, S);
              if (Y >= wy && Y < yEnd) {
                if (X >= wx) out[(Y - wy) * ww + (X - wx)]! |= Bits.E;
                if (X + 1 < xEnd) out[(Y - wy) * ww + (X + 1 - wx)]! |= Bits.W;
              }
            }
            const Y = top + S - 1;
            if (bits & Bits.S && Y + 1 >= wy && Y < yEnd && left < xEnd && left + S > wx) {
              const X2 = left + doorOffset(world, level - 1, bx * C + i, by * C + j, SOUTH_DOOR, S);
              if (X2 >= wx && X2 < xEnd) {
                if (Y >= wy) out[(Y - wy) * ww + (X2 - wx)]! |= Bits.S;
                if (Y + 1 < yEnd) out[(Y + 1 - wy) * ww + (X2 - wx)]! |= Bits.N;
              }
            }
          }
        }
      }
    }
    S = side;
  }
}

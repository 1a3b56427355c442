import { Bits, PAD_BORDER } from '@mazekit/core';
import { ChunkCarver } from './chunk-carver.js';
import { BlockCarver, EAST_DOOR, SOUTH_DOOR, door } from './chunk-tree.js';
import type { World } from './world.js';

/**
 * Fills `out` (`ww × wh`, row-major) with the world's passage bits of the window at
 * (`wx`, `wy`) in the chunks texture: the level-1 chunks that reach the window are carved and
 * their cells in it copied in, then, level by level, the trees of the blocks over the window
 * decide which of their doors open, and the doors that touch a window cell are added. Cost:
 * the carved chunks (the window rounded out to whole chunks, plus the jag) plus chunk² per
 * block per level above, where a window smaller than a block meets at most four blocks of
 * each level.
 */
export function chunksWindow(world: World, wx: number, wy: number, ww: number, wh: number, out: Uint8Array): void {
  const C = world.chunk;
  const J = world.jag;
  const last = world.size / C - 1;
  const chunks = new ChunkCarver(world);
  const xEnd = wx + ww;
  const yEnd = wy + wh;
  out.fill(0);
  const i0 = Math.max(0, Math.floor((wx - J) / C));
  const i1 = Math.min(last, Math.floor((xEnd - 1 + J) / C));
  const j0 = Math.max(0, Math.floor((wy - J) / C));
  const j1 = Math.min(last, Math.floor((yEnd - 1 + J) / C));
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      // A chunk the window rounded out reaches only when a border strays into it is outlined, not carved.
      if (!chunks.outline(i, j, wx, wy, xEnd, yEnd)) continue;
      const m = chunks.carve();
      const r1 = Math.min(yEnd, chunks.y0 + chunks.side);
      for (let y = Math.max(wy, chunks.y0); y < r1; y++) {
        const r = y - chunks.y0;
        const c0 = Math.max(wx, chunks.west[r]!);
        const c1 = Math.min(xEnd, chunks.east[r]!);
        if (c1 <= c0) continue;
        const from = chunks.index(c0, y);
        const to = ((y - wy) * ww + (c0 - wx)) | 0;
        const n = (c1 - c0) | 0;
        if (y >= chunks.fullFrom && y < chunks.fullTo) {
          out.set(m.subarray(from, from + n), to);
          continue;
        }
        for (let k = 0; k < n; k++) {
          const bits = m[from + k]!;
          if (bits !== PAD_BORDER) out[to + k] = bits;
        }
      }
    }
  }
  const blocks = new BlockCarver(world);
  let S = C; // side of a child block, in cells
  for (let level = 2; level <= world.levels; level++) {
    const side = S * C;
    const count = world.size / side;
    // Blocks whose cells may lie in the window: a jagged border strays J cells from its line.
    const by1 = Math.min(count - 1, Math.floor((yEnd - 1 + J) / side));
    const bx1 = Math.min(count - 1, Math.floor((xEnd - 1 + J) / side));
    for (let by = Math.max(0, Math.floor((wy - J) / side)); by <= by1; by++) {
      for (let bx = Math.max(0, Math.floor((wx - J) / side)); bx <= bx1; bx++) {
        const tree = blocks.tree(level, bx, by);
        for (let j = 0; j < C; j++) {
          const top = by * side + j * S;
          for (let i = 0; i < C; i++) {
            const left = bx * side + i * S;
            const bits = tree[j * C + i]!;
            // The east door lies within J of x = left + S, somewhere down the child's rows.
            if (bits & Bits.E && left + S + J >= wx && left + S - J - 1 < xEnd && top < yEnd && top + S > wy) {
              open(door(world, level - 1, bx * C + i, by * C + j, EAST_DOOR), Bits.E, Bits.W);
            }
            if (bits & Bits.S && top + S + J >= wy && top + S - J - 1 < yEnd && left < xEnd && left + S > wx) {
              open(door(world, level - 1, bx * C + i, by * C + j, SOUTH_DOOR), Bits.S, Bits.N);
            }
          }
        }
      }
    }
    S = side;
  }

  function open([x1, y1, x2, y2]: [number, number, number, number], forward: number, back: number): void {
    if (x1 >= wx && x1 < xEnd && y1 >= wy && y1 < yEnd) out[(y1 - wy) * ww + (x1 - wx)]! |= forward;
    if (x2 >= wx && x2 < xEnd && y2 >= wy && y2 < yEnd) out[(y2 - wy) * ww + (x2 - wx)]! |= back;
  }
}

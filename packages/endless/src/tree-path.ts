import { Bits, MazekitError } from '@mazekit/core';
import { SOURCE } from './world.js';

/**
 * The cells (local indices) of the unique path from `from` to `to` in a spanning tree given
 * as passage bits on a `side × side` grid: a breadth-first search from `from` with parent
 * links, read back from `to`. `parent` and `queue` are scratch arrays of side² entries.
 */
export function treePath(cells: Uint8Array, side: number, from: number, to: number, parent: Int32Array, queue: Int32Array): number[] {
  parent.fill(-1);
  parent[from] = from;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  while (head < tail && parent[to] === -1) {
    const c = queue[head++]!;
    const bits = cells[c]!;
    const next = [bits & Bits.N ? c - side : -1, bits & Bits.S ? c + side : -1, bits & Bits.E ? c + 1 : -1, bits & Bits.W ? c - 1 : -1];
    for (const n of next) {
      if (n >= 0 && parent[n] === -1) {
        parent[n] = c;
        queue[tail++] = n;
      }
    }
  }
  if (parent[to] === -1) throw new MazekitError(SOURCE, `internal error: cell ${to} is not joined to cell ${from} in the tree`);
  const path = [to];
  for (let c = to; c !== from; ) {
    c = parent[c]!;
    path.push(c);
  }
  return path.reverse();
}

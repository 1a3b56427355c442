import type { OrthogonalGrid, Rng, Tracer } from '@mazekit/core';

const NONE = 255;

/**
 * Fills every cell outside the rooms with corridors: a growing tree in each connected stretch
 * of rock (in cell order), so that all of it becomes a maze of corridors before the doors open
 * and the dead ends are filled back. Returns the region of each cell: rooms keep their room
 * index (`room[c]`), each stretch of corridor gets the next number from `rooms` up.
 *
 * Two choices shape the corridors, the growing tree's and the winding's: with chance
 * `branching` it grows from a random cell of the active list, else from the newest (long
 * corridors, as a backtracker carves); and where it could go straight on it turns with chance
 * `winding` (0: as straight as it can, 1: a random way each step).
 */
export function carveCorridors(
  grid: OrthogonalGrid,
  rng: Rng,
  room: Int32Array,
  rooms: number,
  winding: number,
  branching: number,
  tracer: Tracer | undefined,
): { region: Int32Array; regions: number } {
  const { width: W, plane, size } = grid;
  const region = room.slice();
  const active = new Int32Array(size);
  const retired = new Uint8Array(size);
  const entered = new Uint8Array(size).fill(NONE);
  const free = new Int32Array(4);
  let regions = rooms;
  for (let start = 0; start < size; start++) {
    if (region[start] !== -1) continue;
    const id = regions++;
    region[start] = id;
    active[0] = start;
    let n = 1;
    let dead = 0;
    while (n > 0) {
      let at = n - 1;
      if (branching > 0 && (branching >= 1 || rng() < branching)) {
        at = Math.floor(rng() * n);
        if (retired[active[at]!]) continue; // a cell already known to be spent: pick again
      }
      const c = active[at]!;
      const inPlane = c % plane;
      const x = inPlane % W;
      let k = 0;
      if (inPlane >= W && region[c - W] === -1) free[k++] = 0;
      if (inPlane < plane - W && region[c + W] === -1) free[k++] = 1;
      if (x < W - 1 && region[c + 1] === -1) free[k++] = 2;
      if (x > 0 && region[c - 1] === -1) free[k++] = 3;
      if (k === 0) {
        retired[c] = 1;
        dead++;
        // Keep the list in the order cells joined it: drop spent cells off the end, and squeeze
        // out the spent cells inside it once they are half of it (O(1) a cell, amortized).
        while (n > 0 && retired[active[n - 1]!]) {
          n--;
          dead--;
        }
        if (dead * 2 > n) {
          let kept = 0;
          for (let i = 0; i < n; i++) if (!retired[active[i]!]) active[kept++] = active[i]!;
          n = kept;
          dead = 0;
        }
        continue;
      }
      const last = entered[c]!;
      let d = -1;
      if (last !== NONE && winding < 1) {
        for (let i = 0; i < k; i++) if (free[i] === last) d = last;
        if (d >= 0 && winding > 0 && rng() < winding) d = -1;
      }
      if (d < 0) d = k === 1 ? free[0]! : free[Math.floor(rng() * k)]!;
      const next = c + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1);
      region[next] = id;
      entered[next] = d;
      grid.link(c, d);
      tracer?.head?.(c);
      tracer?.carve?.(c, next);
      active[n++] = next;
    }
  }
  return { region, regions };
}

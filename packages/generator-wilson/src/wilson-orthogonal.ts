import type { OrthogonalGrid, Rng } from '@mazekit/core';
import { BORDER, ROOT, pad, paddedIndex, unpad } from './padded.js';
import { rootCell } from './root.js';

/**
 * Wilson's algorithm hand-written for an {@link OrthogonalGrid} with no tracer, in Wilson's
 * original form: the walk keeps only the direction it last left each cell by, which erases
 * loops for free (following those directions from the start gives the loop-erased path),
 * so a walk step is one rng call, one byte read and one byte write. It makes the same
 * choices as {@link carveWilsonGraph}, so it carves the same maze; this loop is where a
 * million-cell maze spends its time, hence the padded copy (a neighbour is a byte at a
 * fixed index step, the border byte says "off the grid") and no calls or objects.
 */
export function carveWilsonOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  const padded = pad(grid);
  const m = padded.cells;
  const steps = padded.steps;
  const degree = padded.degree;
  const exits = new Uint8Array(m.length);
  const root = rootCell(grid, rng);
  m[paddedIndex(grid, root)] = ROOT;
  const total = m.length;
  // Padded order is grid order, so walks start from the same cells as the generic path.
  for (let start = 0; start < total; start++) {
    // 0 = a grid cell not yet in the maze (border bytes and maze cells are non-zero).
    if (m[start] !== 0) continue;
    let cell = start;
    for (;;) {
      const dir = Math.floor(rng() * degree);
      const next = cell + steps[dir]!;
      const v = m[next]!;
      if (v === BORDER) continue;
      exits[cell] = dir;
      cell = next;
      if (v !== 0) break;
    }
    cell = start;
    for (;;) {
      const dir = exits[cell]!;
      const next = cell + steps[dir]!;
      // Read before linking: linking makes `next` non-zero even when it is still on the path.
      const joined = m[next] !== 0;
      m[cell]! |= 1 << dir;
      m[next]! |= 1 << (dir ^ 1);
      if (joined) break;
      cell = next;
    }
  }
  unpad(grid, padded, root);
}

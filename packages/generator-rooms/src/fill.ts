import type { OrthogonalGrid, Rng, Tracer } from '@mazekit/core';

/**
 * Fills dead ends back to rock: each corridor cell with one passage, in cell order, is kept
 * with chance `keep` (one draw each, none when `keep` is 0 or 1), else filled, and the
 * corridor behind it after it, cell by cell, until a junction, a room or a kept dead end
 * stops it. A filled cell has no passage left: it is rock. With `keep` 0 only the corridors
 * that lead from a door to another door stay; removing a cell with one passage never cuts
 * the rest apart, so the dungeon stays one connected whole.
 */
export function fillDeadEnds(grid: OrthogonalGrid, rng: Rng, room: Int32Array, keep: number, tracer: Tracer | undefined): void {
  if (keep >= 1) return;
  const { width: W, size } = grid;
  const cells = grid.cells;
  for (let c = 0; c < size; c++) {
    const first = cells[c]!;
    if (room[c]! >= 0 || first === 0 || (first & (first - 1)) !== 0) continue;
    if (keep > 0 && rng() < keep) continue;
    let at = c;
    for (;;) {
      const bits = cells[at]!;
      if (room[at]! >= 0 || bits === 0 || (bits & (bits - 1)) !== 0) break;
      const d = 31 - Math.clz32(bits);
      const next = at + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1);
      grid.unlink(at, d);
      tracer?.wall?.(at, next);
      at = next;
    }
  }
}

import { OrthogonalGrid, reachableCount, totalPassages } from '@mazekit/core';
import type { Size } from './size.js';

/**
 * Why `cells` (mazekit bits, one byte a cell) is not a perfect maze of `size`, or
 * `undefined` when it is: every passage on the grid and open from both ends, exactly
 * `cells - 1` passages, every cell reachable.
 */
export function mazeFlaw(cells: Uint8Array, size: Size): string | undefined {
  const grid = new OrthogonalGrid(size.width, size.height, size.levels, cells);
  if (cells.length !== grid.size) return `${cells.length} cells, expected ${grid.size}`;
  for (let c = 0; c < grid.size; c++) {
    const bits = cells[c]!;
    if (bits >> grid.degree) return `cell ${c} has bits ${bits} beyond its ${grid.degree} directions`;
    for (let d = 0; d < grid.degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0) return `cell ${c} opens direction ${d}, off the grid`;
      if (!grid.isOpen(n, d ^ 1)) return `cell ${c} opens direction ${d} but cell ${n} does not open back`;
    }
  }
  const passages = totalPassages(grid);
  if (passages !== grid.size - 1) return `${passages} passages, a perfect maze has ${grid.size - 1}`;
  const reached = reachableCount(grid);
  if (reached !== grid.size) return `${grid.size - reached} cells cannot be reached`;
  return undefined;
}

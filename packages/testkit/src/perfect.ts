import { type Grid, distances, totalPassages } from '@mazekit/core';

/** Why the passages of `grid` are broken (a bit past its directions, off the grid, or one-way), or `undefined`. */
export function passageFlaw(grid: Grid): string | undefined {
  for (let c = 0; c < grid.size; c++) {
    const bits = grid.cells[c]!;
    if (bits >> grid.degree) return `cell ${c} has passage bits ${bits} beyond its ${grid.degree} directions`;
    for (let d = 0; d < grid.degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0) return `cell ${c} opens direction ${d}, off the grid`;
      if (!grid.isOpen(n, grid.opposite(d))) return `cell ${c} opens direction ${d} but cell ${n} does not open back`;
    }
  }
  return undefined;
}

/**
 * Why `grid` is not a perfect maze (a spanning tree), or `undefined` when it is.
 * Also checks that every passage is symmetric and stays on the grid.
 */
export function imperfection(grid: Grid): string | undefined {
  const broken = passageFlaw(grid);
  if (broken !== undefined) return broken;
  const passages = totalPassages(grid);
  const dist = distances(grid, 0);
  const unreachable = dist.indexOf(-1);
  if (unreachable >= 0) return `cell ${unreachable} cannot be reached from cell 0`;
  if (passages !== grid.size - 1) {
    return `a perfect maze of ${grid.size} cells has ${grid.size - 1} passages, this one has ${passages} (it has loops)`;
  }
  return undefined;
}

/** Throws an Error naming the flaw unless `grid` is a perfect maze. */
export function assertPerfect(grid: Grid, label = 'maze'): void {
  const flaw = imperfection(grid);
  if (flaw !== undefined) throw new Error(`${label} is not perfect: ${flaw}`);
}

import type { Grid } from '@mazekit/core';

/**
 * Number of spanning trees of the grid graph (every neighbour pair an edge), by Kirchhoff's
 * matrix-tree theorem: the determinant of the Laplacian with one row and column removed,
 * computed exactly with fraction-free (Bareiss) elimination over BigInt. For small grids.
 */
export function spanningTreeCount(grid: Grid): bigint {
  const n = grid.size - 1;
  if (n <= 0) return 1n;
  // Laplacian minor: drop the last cell's row and column.
  const m: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  for (let c = 0; c < n; c++) {
    for (let d = 0; d < grid.degree; d++) {
      const nb = grid.neighbor(c, d);
      if (nb < 0) continue;
      m[c]![c]! += 1n;
      if (nb < n) m[c]![nb]! -= 1n;
    }
  }
  let prev = 1n;
  let sign = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (m[k]![k] === 0n) {
      let swap = k + 1;
      while (swap < n && m[swap]![k] === 0n) swap++;
      if (swap === n) return 0n;
      [m[k], m[swap]] = [m[swap]!, m[k]!];
      sign = -sign;
    }
    const pivot = m[k]![k]!;
    for (let i = k + 1; i < n; i++) {
      for (let j = k + 1; j < n; j++) {
        m[i]![j] = (m[i]![j]! * pivot - m[i]![k]! * m[k]![j]!) / prev;
      }
    }
    prev = pivot;
  }
  return sign * m[n - 1]![n - 1]!;
}

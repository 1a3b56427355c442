import { type Grid, isOrthogonal, type OrthogonalGrid } from '@mazekit/core';

/**
 * Every passage the grid could have, once each, as `cell × degree + dir` seen from its
 * lower-numbered end, in cell order and then direction order. The orthogonal fast path
 * lists the same edges in the same order without calling `neighbor`.
 */
export function listEdges(grid: Grid): Int32Array {
  const degree = grid.degree;
  if (isOrthogonal(grid)) {
    const { width, plane, size } = grid;
    // Per cell: south (1) unless on the last row, east (2) unless on the last column, up (4).
    const edges = new Int32Array(orthogonalEdgeCount(grid));
    let k = 0;
    for (let c = 0; c < size; c++) {
      const base = c * degree;
      if (c % plane < plane - width) edges[k++] = base + 1;
      if (c % width !== width - 1) edges[k++] = base + 2;
      if (c + plane < size) edges[k++] = base + 4;
    }
    return edges;
  }
  let count = 0;
  for (let c = 0; c < grid.size; c++) for (let d = 0; d < degree; d++) if (grid.neighbor(c, d) > c) count++;
  const edges = new Int32Array(count);
  let k = 0;
  for (let c = 0; c < grid.size; c++) {
    for (let d = 0; d < degree; d++) if (grid.neighbor(c, d) > c) edges[k++] = c * degree + d;
  }
  return edges;
}

/** How many passages an orthogonal grid could have: across rows, across columns and between floors. */
export function orthogonalEdgeCount(grid: OrthogonalGrid): number {
  const { width, height, levels, plane } = grid;
  return (width - 1) * height * levels + width * (height - 1) * levels + plane * (levels - 1);
}

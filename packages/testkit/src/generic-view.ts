import type { Grid, OrthogonalGrid } from '@mazekit/core';

/**
 * The same grid seen only through the {@link Grid} interface, so a generator takes its
 * generic path; carving it must give exactly what the orthogonal fast path gives.
 */
export function genericView(grid: OrthogonalGrid): Grid {
  return {
    topology: 'orthogonal-generic',
    size: grid.size,
    degree: grid.degree,
    levels: grid.levels,
    cells: grid.cells,
    neighbor: (cell, dir) => grid.neighbor(cell, dir),
    opposite: (dir) => grid.opposite(dir),
    link: (cell, dir) => grid.link(cell, dir),
    unlink: (cell, dir) => grid.unlink(cell, dir),
    isOpen: (cell, dir) => grid.isOpen(cell, dir),
    directionTo: (a, b) => grid.directionTo(a, b),
    clone: () => genericView(grid.clone()),
  };
}

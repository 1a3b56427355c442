import { EAST, type Maze, NORTH, OrthogonalGrid, SOUTH, WEST } from '@mazekit/core';

/**
 * A 5 × 3 maze with a loop round a pillar: the ring of cells round cell (1, 1), which is
 * rock, and a corridor from the ring's top-right corner east and down to the goal in the
 * bottom-right corner. The start is on the ring's bottom side, away from the outer wall the
 * goal's corridor follows: a left-hand wall follower circles the pillar for ever (and must
 * notice and give up), a right-hand one turns off into the corridor.
 *
 * ```text
 * +--+--+--+--+--+
 * |              |
 * +  +--+  +  +  +
 * |  |##|  |  |  |
 * +  +--+  +  +  +
 * |     S  |  |G |
 * +--+--+--+--+--+
 * ```
 */
export function islandMaze(): Maze {
  const grid = new OrthogonalGrid(5, 3);
  const at = (col: number, row: number): number => grid.index(col, row);
  // The ring round (1, 1).
  grid.link(at(0, 0), EAST);
  grid.link(at(1, 0), EAST);
  grid.link(at(2, 0), SOUTH);
  grid.link(at(2, 1), SOUTH);
  grid.link(at(2, 2), WEST);
  grid.link(at(1, 2), WEST);
  grid.link(at(0, 2), NORTH);
  grid.link(at(0, 1), NORTH);
  // The way out: east along the top, down the right-hand side.
  grid.link(at(2, 0), EAST);
  grid.link(at(3, 0), EAST);
  grid.link(at(4, 0), SOUTH);
  grid.link(at(4, 1), SOUTH);
  // A dead end hanging off the corridor.
  grid.link(at(3, 1), SOUTH);
  grid.link(at(3, 0), SOUTH);
  return { grid, generator: 'test-island', seed: 'island', start: at(1, 2), goal: at(4, 2) };
}

/**
 * Two corridors that never meet (cells 0–1–2 and 3–4–5 of a 6 × 1 grid), start 0 and goal
 * 5: no route exists, so every solver must come back without one, and a complete solver
 * must say so without giving up.
 */
export function splitMaze(): Maze {
  const grid = new OrthogonalGrid(6, 1);
  grid.link(0, EAST);
  grid.link(1, EAST);
  grid.link(3, EAST);
  grid.link(4, EAST);
  return { grid, generator: 'test-split', seed: 'split', start: 0, goal: 5 };
}

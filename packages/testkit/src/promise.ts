import { type Generator, type Grid, type Layout, checkLayout, distances, firstOpenCell } from '@mazekit/core';
import { imperfection, passageFlaw } from './perfect.js';

/**
 * Why `grid` (with the `layout` its generator returned, if any) is not a connected dungeon, or
 * `undefined` when it is: passages symmetric and on the grid; the layout valid (rooms on the
 * grid, apart and open inside, every door an open passage in a room's edge and every opening
 * in a room's edge a door: core's `checkLayout`); at least one open cell (a cell with a
 * passage, or in a room); every open cell reachable from every other; stairs only between room
 * cells. Cells outside the rooms with no passage are rock, and may be anywhere.
 */
export function disconnection(grid: Grid, layout?: Layout): string | undefined {
  const broken = passageFlaw(grid);
  if (broken !== undefined) return broken;
  let room: Int32Array | undefined;
  if (layout !== undefined) {
    try {
      room = checkLayout(grid, layout, (rule, message) => {
        throw new Error(`layout rule ${rule}: ${message}`);
      }).room;
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (grid.size === 1) return undefined;
  const open = (c: number): boolean => grid.cells[c] !== 0 || (room !== undefined && room[c]! >= 0);
  let from = firstOpenCell(grid);
  if (!open(from)) {
    // A room may be the whole dungeon: one cell, no passage.
    from = 0;
    while (from < grid.size && !open(from)) from++;
    if (from === grid.size) return 'no cell is open: the dungeon is all rock';
  }
  const dist = distances(grid, from);
  for (let c = 0; c < grid.size; c++) {
    if (open(c) && dist[c] === -1) return `open cell ${c} cannot be reached from cell ${from}`;
  }
  if (room) {
    // Stairs: direction 4 is up on an orthogonal grid, the only grid a layout may have.
    for (let c = 0; c < grid.size; c++) {
      if (!(grid.cells[c]! & 16)) continue;
      const above = grid.neighbor(c, 4);
      if (room[c]! < 0 || room[above]! < 0) return `the stair from cell ${c} up to cell ${above} does not join two rooms`;
    }
  }
  return undefined;
}

/**
 * Why `grid` breaks what `gen` promises (see core's `GeneratorPromise`), or `undefined`: a
 * perfect maze for `perfect` generators (which must return no layout), a connected dungeon
 * (see {@link disconnection}) for `connected` ones.
 */
export function brokenPromise(gen: Generator, grid: Grid, layout?: Layout | void): string | undefined {
  if ((gen.promise ?? 'perfect') === 'perfect') {
    if (layout) return 'a perfect generator returned a layout; a generator with rooms promises connected';
    return imperfection(grid);
  }
  return disconnection(grid, layout ?? undefined);
}

/** Throws an Error naming the flaw unless `grid` keeps `gen`'s promise. */
export function assertPromise(gen: Generator, grid: Grid, layout?: Layout | void, label = 'maze'): void {
  const flaw = brokenPromise(gen, grid, layout);
  if (flaw !== undefined) throw new Error(`${label} is not ${(gen.promise ?? 'perfect') === 'perfect' ? 'perfect' : 'a connected dungeon'}: ${flaw}`);
}

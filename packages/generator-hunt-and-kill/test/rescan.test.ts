import { type Grid, OrthogonalGrid, type Rng, createRng } from '@mazekit/core';
import { HexTestGrid } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { carveHuntAndKill } from '../src/index.js';

// The textbook form: every hunt rescans all cells from the first. Same draws from the rng.
function naiveHuntAndKill(grid: Grid, rng: Rng): void {
  const visited = new Uint8Array(grid.size);
  const around = (cell: number, want: number): number[] => {
    const dirs: number[] = [];
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(cell, d);
      if (n >= 0 && visited[n] === want) dirs.push(d);
    }
    return dirs;
  };
  const choose = (dirs: number[]): number => dirs[dirs.length === 1 ? 0 : Math.floor(rng() * dirs.length)]!;
  let cell = Math.floor(rng() * grid.size);
  visited[cell] = 1;
  for (let remaining = grid.size - 1; remaining > 0; remaining--) {
    const open = around(cell, 0);
    if (open.length > 0) {
      const dir = choose(open);
      grid.link(cell, dir);
      cell = grid.neighbor(cell, dir);
      visited[cell] = 1;
      continue;
    }
    cell = 0;
    while (visited[cell] === 1 || around(cell, 1).length === 0) cell++;
    grid.link(cell, choose(around(cell, 1)));
    visited[cell] = 1;
  }
}

it('gives the maze of a hunt that rescans from the first cell every time', () => {
  const shapes: Array<() => Grid> = [
    () => new OrthogonalGrid(1, 1),
    () => new OrthogonalGrid(9, 1),
    () => new OrthogonalGrid(17, 13),
    () => new OrthogonalGrid(30, 30),
    () => new OrthogonalGrid(6, 5, 4),
    () => new HexTestGrid(11, 9),
  ];
  for (const make of shapes) {
    for (let s = 0; s < 12; s++) {
      const fast = make();
      carveHuntAndKill(fast, createRng(`rescan/${s}`));
      const naive = make();
      naiveHuntAndKill(naive, createRng(`rescan/${s}`));
      expect(fast.cells, `${fast.topology} ${fast.size} cells, seed ${s}`).toEqual(naive.cells);
    }
  }
}, 60_000);

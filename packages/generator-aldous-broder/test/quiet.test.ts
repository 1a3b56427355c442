import { OrthogonalGrid, padGrid as pad, paddedIndex } from '@mazekit/core';
import { expect, it } from 'vitest';
import { QuietZones, ZONE } from '../src/quiet.js';

it('marks a zone quiet only once it and its eight neighbours are full, never at the edge', () => {
  // 5 x 4 whole zones plus a cut column and row; the inner 3 x 2 can become quiet.
  const grid = new OrthogonalGrid(5 * ZONE + 3, 4 * ZONE + 5);
  const padded = pad(grid);
  const zones = new QuietZones(grid, padded.cells.length);
  const quietAt = (x: number, y: number) => zones.quiet[paddedIndex(grid, padded, grid.index(x, y, 0))];
  // Fill every cell except one in zone (2, 1): zones next to it must stay loud.
  const hole = grid.index(2 * ZONE + 3, ZONE + 4, 0);
  for (let cell = 0; cell < grid.size; cell++) if (cell !== hole) zones.enter(paddedIndex(grid, padded, cell));
  expect(quietAt(3 * ZONE + 1, 2 * ZONE + 1)).toBe(0);
  expect(quietAt(ZONE, ZONE)).toBe(0);
  expect(quietAt(3 * ZONE, 3 * ZONE - 1)).toBe(0);
  zones.enter(paddedIndex(grid, padded, hole));
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const zx = Math.floor(x / ZONE);
      const zy = Math.floor(y / ZONE);
      const inner = zx >= 1 && zx <= 3 && zy >= 1 && zy <= 2;
      expect(quietAt(x, y)).toBe(inner ? 1 : 0);
    }
  }
  // The border bytes are never quiet.
  expect(padded.cells.every((v, i) => v === 0 || zones.quiet[i] === 0)).toBe(true);
});

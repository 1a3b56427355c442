import { OrthogonalGrid, PAD_BORDER, createRng, isPerfect, maskGrid, padGrid, paddedIndex } from '@mazekit/core';
import { expect, it } from 'vitest';
import { carveBacktracker, carveBacktrackerPadded } from '../src/index.js';

it('carves on a padded copy the maze carveBacktracker carves, from the same rng state', () => {
  const grid = new OrthogonalGrid(30, 20);
  carveBacktracker(grid, createRng('same'));
  const copy = new OrthogonalGrid(30, 20);
  const padded = padGrid(copy);
  const rng = createRng('same');
  carveBacktrackerPadded(padded, paddedIndex(copy, padded, Math.floor(rng() * copy.size)), rng, new Int32Array(copy.size));
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 30; x++) expect(padded.cells[(y + 1) * padded.row + x + 1], `cell ${x},${y}`).toBe(grid.cells[y * 30 + x]);
  }
});

it('fills a region of any shape: a spanning tree of the free cells reachable from the first, every border byte left alone', () => {
  // A ring: the cells between radius 4 and 11 of a 24 × 24 grid's centre; the rest set to PAD_BORDER.
  const side = 24;
  const inRing = (x: number, y: number) => {
    const d = Math.hypot(x - 11.5, y - 11.5);
    return d >= 4 && d <= 11;
  };
  const base = new OrthogonalGrid(side, side);
  const padded = padGrid(base);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) if (!inRing(x, y)) padded.cells[paddedIndex(base, padded, y * side + x)] = PAD_BORDER;
  }
  carveBacktrackerPadded(padded, paddedIndex(base, padded, 11 * side + 1), createRng('ring'), new Int32Array(side * side));
  const mask = Uint8Array.from({ length: side * side }, (_, c) => Number(inRing(c % side, Math.floor(c / side))));
  const ring = maskGrid(base, mask);
  for (let i = 0; i < ring.size; i++) ring.cells[i] = padded.cells[paddedIndex(base, padded, ring.toBase[i]!)]!;
  expect(isPerfect(ring)).toBe(true);
  for (let c = 0; c < base.size; c++) if (!mask[c]) expect(padded.cells[paddedIndex(base, padded, c)]).toBe(PAD_BORDER);
});

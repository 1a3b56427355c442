import { OrthogonalGrid, createRng } from '@mazekit/core';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';
import { genericView } from '@mazekit/testkit';

it('carves the same maze on the orthogonal fast path as through the Grid interface', () => {
  for (const [w, h, l] of [[1, 5, 1], [7, 1, 1], [13, 9, 1], [40, 30, 1], [6, 5, 4]] as const) {
    for (const seed of ['a', 'b', 'c']) {
      const fast = new OrthogonalGrid(w, h, l);
      generator.carve(fast, createRng(seed));
      const slow = new OrthogonalGrid(w, h, l);
      generator.carve(genericView(slow), createRng(seed));
      expect(slow.cells, `${w}x${h}x${l} seed ${seed}`).toEqual(fast.cells);
    }
  }
}, 60_000);

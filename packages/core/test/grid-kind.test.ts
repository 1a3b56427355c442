import { expect, it } from 'vitest';
import { OrthogonalGrid, gridKind, maskGrid } from '../src/index.js';

it('names a grid for an error message, masked or not', () => {
  expect(gridKind(new OrthogonalGrid(2, 2))).toBe('a "orthogonal" grid');
  expect(gridKind(maskGrid(new OrthogonalGrid(2, 2), [1, 1, 1, 0]))).toBe('a masked "orthogonal" grid');
});

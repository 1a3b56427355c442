import { expect, test } from 'vitest';
import { mazeFlaw } from '../src/index.js';

const size = { width: 2, height: 2, levels: 1 };

test('accepts a perfect maze', () => {
  // (0,0)-(1,0), (0,0)-(0,1), (1,0)-(1,1)
  expect(mazeFlaw(Uint8Array.of(6, 10, 1, 1), size)).toBeUndefined();
});

test.each([
  ['a wrong length', Uint8Array.of(6, 10, 1), /3 cells, expected 4/],
  ['a passage off the grid', Uint8Array.of(7, 10, 1, 1), /off the grid/],
  ['a one-sided passage', Uint8Array.of(6, 8, 1, 1), /does not open back/],
  ['a loop', Uint8Array.of(6, 10, 5, 9), /4 passages, a perfect maze has 3/],
  ['bits beyond the directions', Uint8Array.of(6 | 16, 10, 1, 1), /beyond its 4 directions/],
  ['a missing passage', Uint8Array.of(6, 8, 1, 0), /2 passages/],
])('names %s', (_name, cells, message) => {
  expect(mazeFlaw(cells, size)).toMatch(message);
});

test('finds unreachable cells when the passage count is right', () => {
  // 3x2: a loop round the left 2x2 block, and the right column joined only to itself.
  expect(mazeFlaw(Uint8Array.of(6, 10, 2, 5, 9, 1), { width: 3, height: 2, levels: 1 })).toBe('2 cells cannot be reached');
});

test('describeError keeps codes and drops directories', async () => {
  const { describeError } = await import('../src/index.js');
  expect(describeError(Object.assign(new Error('Cannot find module /a/b/c.js'), { code: 'ERR_MODULE_NOT_FOUND' }))).toBe('ERR_MODULE_NOT_FOUND');
  expect(describeError(new RangeError('Maximum call stack size exceeded\n    at x'))).toBe('RangeError: Maximum call stack size exceeded');
  expect(describeError(new Error("no file '/home/me/x/dist/index.js' here"))).toBe("Error: no file 'index.js' here");
});

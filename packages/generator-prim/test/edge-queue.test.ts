import fc from 'fast-check';
import { expect, it } from 'vitest';
import { EdgeQueue } from '../src/edge-queue.js';

it('grows past its expected size and still pops the lightest waiting edge first', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 300 }), (keys) => {
      // Expecting 1 edge: every push beyond the first 16 nodes makes the pool grow.
      const queue = new EdgeQueue(1);
      const outside = new Uint8Array(keys.length);
      keys.forEach((key, i) => queue.push(key, i << 3));
      const popped: number[] = [];
      for (let e = queue.pop(outside, 0); e >= 0; e = queue.pop(outside, 0)) popped.push(keys[e >> 3]!);
      expect(popped).toEqual([...keys].sort((a, b) => a - b));
    }),
  );
});

it('drops edges whose cell has joined meanwhile', () => {
  const queue = new EdgeQueue(1);
  const state = new Uint8Array(4);
  for (let round = 0; round < 50; round++) {
    queue.push(10 + round, 0 << 3);
    queue.push(20 + round, 1 << 3);
    state[0] = 1;
    expect(queue.pop(state, 0) >> 3).toBe(1);
    state[0] = 0;
  }
  expect(queue.pop(state, 0)).toBe(-1);
});

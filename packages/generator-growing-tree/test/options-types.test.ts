import { generate } from '@mazekit/core';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

// Checked by `tsc` (check-types): each `@ts-expect-error` line must be a type error.
it('types its options: unknown names and values fail to compile and to run', () => {
  const size = { width: 4, height: 4, seed: 't' };
  expect(generate(generator, { ...size, options: { policy: 'oldest', ratio: 0.3 } }).grid.size).toBe(16);
  // @ts-expect-error -- no option "nope"
  expect(() => generate(generator, { ...size, options: { nope: 1 } })).toThrow('unknown option "nope"');
  // @ts-expect-error -- "sideways" is not a policy
  expect(() => generate(generator, { ...size, options: { policy: 'sideways' } })).toThrow('option policy must be one of');
});

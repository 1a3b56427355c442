import { isMazekitError } from '@mazekit/core';
import { expect, it } from 'vitest';
import { WORLD_SIZE, route, window, type WorldOptions } from '../src/index.js';

function message(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    const text = (error as Error).message;
    expect(text).not.toContain('\n');
    return text;
  }
  throw new Error('expected a MazekitError');
}

const last = WORLD_SIZE - 1;

it.each([
  [() => window('s', -1, 0, 1, 1), `x must be an integer from 0 to ${last}, got -1`],
  [() => window('s', 0, WORLD_SIZE, 1, 1), `y must be an integer from 0 to ${last}, got ${WORLD_SIZE}`],
  [() => window('s', 0.5, 0, 1, 1), 'x must be an integer from 0 to'],
  [() => window('s', 0, 0, -3, 1), 'width must be an integer from 1 to 100000000, got -3'],
  [() => window('s', 0, 0, 4, 0), 'height must be an integer from 1 to 100000000, got 0'],
  [() => window('s', 0, 0, 2.5, 4), 'width must be an integer from 1 to 100000000, got 2.5'],
  [() => window('s', 0, 0, Number.NaN, 4), 'width must be an integer from 1 to 100000000, got NaN'],
  [() => window('s', 0, 0, '4' as unknown as number, 4), 'width must be an integer from 1 to 100000000, got "4"'],
  [() => window('s', last - 5, 0, 10, 1), `x ${last - 5} + width 10 runs past the world's east edge; x + width must be at most ${WORLD_SIZE}`],
  [() => window('s', 0, last, 1, 2), `y ${last} + height 2 runs past the world's south edge`],
  [() => window('s', 0, 0, 20000, 20000), 'a 20000x20000 window has 400000000 cells; at most 100000000 are allowed'],
  [() => window('s', 0, 0, 8, 8, { chunk: 8, levels: 1 }), "x 0 + width 8 runs past"].slice(0, 0) as never,
  [() => window('s', 0, 0, 1, 1, { texture: 'hex' as never }), 'texture must be one of chunks, division, got "hex"'],
  [() => window('s', 0, 0, 1, 1, { chunk: 1 }), 'chunk must be an integer from 2 to 256, got 1'],
  [() => window('s', 0, 0, 1, 1, { chunk: 64, levels: 9 }), 'levels must be an integer from 1 to 8 with chunk 64 (a world of at most 2^52 cells a side), got 9'],
  [() => window(Number.POSITIVE_INFINITY, 0, 0, 1, 1), 'seed must be a string or a finite number, got Infinity'],
  [() => window({} as never, 0, 0, 1, 1), 'seed must be a string or a finite number, got {}'],
  [() => route('s', [0, -1], [0, 0]), `from[1] (y) must be an integer from 0 to ${last}, got -1`],
  [() => route('s', [0, 0], 5 as never), 'to must be an [x, y] pair of cell coordinates, got 5'],
  [() => route('s', [0, 0], [1, 1], { maxLength: 0 }), 'maxLength must be an integer from 1 to 10000000, got 0'],
].filter((c) => c.length === 2) as Array<[() => unknown, string]>)('refuses bad input with one line (%#)', (action, text) => {
  expect(message(action)).toContain(`@mazekit/endless: ${text}`);
});

it('takes the whole small world up to its edge and no further', () => {
  const options: WorldOptions = { chunk: 8, levels: 2 };
  expect(window('s', 0, 0, 64, 64, options)).toHaveLength(4096);
  expect(message(() => window('s', 1, 0, 64, 1, options))).toContain('x 1 + width 64 runs past');
  expect(message(() => window('s', 0, 0, 65, 1, options))).toContain('width must be an integer from 1 to 64, got 65');
});

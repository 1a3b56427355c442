import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'EAST',
    'EAST_WEST',
    'NORTH',
    'NORTH_SOUTH',
    'SOUTH',
    'WEST',
    'WeaveCarving',
    'WeaveGrid',
    'placeCrossings',
    'shape',
  ]);
});

import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'DOWN',
    'EAST',
    'HexGeometry',
    'HexGrid',
    'NORTH_EAST',
    'NORTH_WEST',
    'SOUTH_EAST',
    'SOUTH_WEST',
    'UP',
    'WEST',
    'shape',
  ]);
});

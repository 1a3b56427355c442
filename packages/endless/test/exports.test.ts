import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'DEFAULT_MAX_ROUTE',
    'MAX_ROUTE',
    'MAX_WORLD_SIZE',
    'TEXTURES',
    'WORLD_SIZE',
    'route',
    'window',
    'windowMaze',
    'worldSize',
  ]);
});

import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'TILED_OPTIONS', 'TILE_CLASSES', 'TILE_COUNT', 'TiledTile', 'encodePng', 'renderTiled', 'renderer', 'tileGrid', 'tilesetImage',
  ]);
});

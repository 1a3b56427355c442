import { expect, test } from 'vitest';

test('public export names are pinned', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'DRAW_OPTIONS',
    'FRAME_OPTIONS',
    'TEXT_OPTIONS',
    'TILE_NAMES',
    'Tile',
    'blockMatrix',
    'blockVolume',
    'blocksCanvasSize',
    'blocksRowRenderer',
    'blocksText',
    'drawBlocks',
    'drawBlocksFrame',
    'renderer',
    'stringifyBlocks',
  ]);
});

import { expect, test } from 'vitest';

test('public export names are pinned', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'FRAME_OPTIONS',
    'MAZE_OPTIONS',
    'canvasSize',
    'drawFrame',
    'drawMaze',
    'renderFramePng',
    'renderPng',
    'renderPngSync',
    'renderer',
  ]);
});

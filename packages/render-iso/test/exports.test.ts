import { expect, test } from 'vitest';

test('public export names are pinned', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'ISO_LIMITS',
    'ISO_OPTIONS',
    'PAINT_CLASSES',
    'assertIsoSize',
    'buildScene',
    'drawIso',
    'isoCanvasSize',
    'isoProjection',
    'renderIsoPng',
    'renderIsoPngSync',
    'renderIsoSvg',
    'renderer',
    'resolveIsoOptions',
    'wallBoxes',
  ]);
});

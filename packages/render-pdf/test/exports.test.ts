import { expect, test } from 'vitest';

test('public export names are pinned', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'LABEL_SIZE',
    'LINE_SIZE',
    'MAX_PER_PAGE',
    'MIN_CELL',
    'PAPER',
    'PdfPath',
    'TITLE_SIZE',
    'defaultFont',
    'drawMaze',
    'drawShapeMaze',
    'loadPdfLibrary',
    'pageSize',
    'pdfOptions',
    'planBooklet',
    'renderPdf',
    'renderer',
    'resolvePdfOptions',
    'shapeLayout',
    'wallWidth',
  ]);
});

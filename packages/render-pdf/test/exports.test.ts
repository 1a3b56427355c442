import { expect, test } from 'vitest';

test('public export names are pinned', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'FLOOR_BAND',
    'LABEL_SIZE',
    'LINE_SIZE',
    'MAX_PER_PAGE',
    'MIN_CELL',
    'PAPER',
    'PdfPath',
    'SCRIPT_FONTS',
    'TITLE_SIZE',
    'checkPdfFits',
    'defaultFont',
    'drawMaze',
    'drawShapeMaze',
    'largestLegible',
    'loadPdfFonts',
    'loadPdfLibrary',
    'pageSize',
    'pdfOptions',
    'planBooklet',
    'planMazes',
    'renderPdf',
    'renderer',
    'resolvePdfOptions',
    'shapeLayout',
    'wallWidth',
  ]);
});

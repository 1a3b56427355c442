export { renderPdf } from './booklet.js';
export { renderer } from './renderer.js';
export { loadPdfLibrary } from './library.js';
export { MAX_PER_PAGE, pdfOptions, resolvePdfOptions, type PdfOptions } from './options.js';
export { LABEL_SIZE, LINE_SIZE, MIN_CELL, TITLE_SIZE, planBooklet, type BookletLayout, type Extent, type Placement } from './layout.js';
export { PAPER, pageSize } from './paper.js';
export { PdfPath } from './pdf-path.js';
export { wallWidth, drawMaze } from './draw-maze.js';
export { DEFAULT_FONT_FILE, defaultFont } from './font.js';

import { MazekitError, describeValue, type Grid, type Maze, type Renderer } from '@mazekit/core';
import { renderPdf } from './booklet.js';
import { checkPdfFits, pdfSizeOf } from './floors.js';
import { pdfOptions, type PdfOptions } from './options.js';

type Options = Partial<PdfOptions> & { format?: string };

function pdf(mazes: Maze<Grid> | readonly Maze<Grid>[], options: Options | undefined): Uint8Array {
  const { format = 'pdf', ...rest } = options ?? {};
  if (format !== 'pdf') throw new MazekitError('@mazekit/render-pdf', `format must be pdf, got ${describeValue(format)}`);
  return renderPdf(mazes, rest);
}

/** The PDF renderer as the CLI and other tools load it: format `pdf`; several mazes make one booklet. */
export const renderer: Renderer<Partial<PdfOptions>> = Object.freeze({
  id: 'pdf',
  name: 'PDF',
  summary: 'Printable vector PDF: one maze or a booklet of many, several per page, A4 or Letter, optional solution pages.',
  package: '@mazekit/render-pdf',
  formats: Object.freeze(['pdf']),
  extensions: Object.freeze({ pdf: 'pdf' }),
  options: pdfOptions,
  render: (maze: Maze, options?: Options) => pdf(maze, options),
  renderMany: (mazes: readonly Maze[], options?: Options) => pdf(mazes, options),
  checkFits: (grids: readonly Grid[], options?: Options) => {
    const { format = 'pdf', ...rest } = options ?? {};
    if (format !== 'pdf') throw new MazekitError('@mazekit/render-pdf', `format must be pdf, got ${describeValue(format)}`);
    checkPdfFits(grids.map(pdfSizeOf), rest);
  },
});

import { parseMaze } from '@mazekit/core';
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import { SHAPES } from './shape/shapes.js';
import { saveFile } from './download.js';
import { addDownload, baseName, downloadOverride, session, store } from './extensions.js';

let font: Promise<Uint8Array> | undefined;

/** The font the PDF embeds, fetched once, on the first PDF download. */
function loadFont(): Promise<Uint8Array> {
  font ??= fetch(fontUrl).then(async (response) => {
    if (!response.ok) throw new Error(`the PDF font did not load (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  });
  font.catch(() => (font = undefined));
  return font;
}

/**
 * Adds "PDF" to the downloads: the maze on show as a printable A4 page through
 * `@mazekit/render-pdf`, entrance and exit marked, with a solution page when Solution is
 * ticked. The renderer, jsPDF and the font are fetched only when the button is first used.
 */
export function wirePdfDownload(): void {
  addDownload({
    id: 'download-pdf',
    label: 'PDF',
    title: 'Download a printable PDF (with a solution page when Solution is ticked)',
    async run() {
      const shown = downloadOverride();
      const maze = session.current;
      if (!shown && !maze) return;
      // A mode's own maze (the endless window) has no ends and no solution page.
      const withSolution = !shown && store.state.solution;
      // Exported solved, so the sheet can mark the entrance and exit.
      const [json, pdf, bytes] = await Promise.all([shown ? undefined : maze!.job.export('json', true, false), import('@mazekit/render-pdf'), loadFont()]);
      await pdf.loadPdfLibrary();
      const out = pdf.renderPdf(shown ? shown.maze : parseMaze(json!, SHAPES), { solutions: withSolution, font: bytes });
      saveFile(`${baseName()}.pdf`, new Blob([out], { type: 'application/pdf' }));
    },
  });
}

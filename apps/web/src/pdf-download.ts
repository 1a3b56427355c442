import { addDownload, saveDownload, store } from './extensions.js';

/**
 * Adds "PDF" to the downloads: the maze on show as a printable A4 page through
 * `@mazekit/render-pdf`, entrance and exit marked, with a solution page when Solution is
 * ticked, written in the maze's worker (see `onPdf` in worker.ts). The renderer and the font
 * are fetched there on the first PDF download. A maze too dense to print legibly is refused
 * in one line naming the largest size that prints, never drawn as a black page.
 */
export function wirePdfDownload(): void {
  addDownload({
    id: 'download-pdf',
    label: 'PDF',
    title: 'Download a printable PDF (with a solution page when Solution is ticked)',
    run: () =>
      saveDownload({
        what: 'PDF',
        file: (stem) => `${stem}.pdf`,
        // A mode's own maze (the endless window) has no ends and no solution page.
        make: async (job, onStage, _stem, own) => new Blob([(await job.pdf(!own && store.state.solution, onStage)) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      }),
  });
}

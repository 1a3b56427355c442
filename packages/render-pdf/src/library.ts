/**
 * Kept for callers of earlier versions, which had to load jsPDF before `renderPdf` in a
 * browser: the renderer now carries its own PDF writer and font, so there is nothing to
 * load and this resolves at once.
 */
export async function loadPdfLibrary(): Promise<void> {}

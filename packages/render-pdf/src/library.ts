import { MazekitError } from '@mazekit/core';
import type { jsPDF } from 'jspdf';

type JsPdfClass = typeof jsPDF;

let loaded: JsPdfClass | undefined;

type Require = (id: string) => unknown;

// Node: jsPDF's own Node build, required on first use. jsPDF takes longer to load than the
// rest of mazekit together, and the CLI imports every renderer to list its options, so
// nothing loads it until a PDF is actually made.
function requireInNode(): JsPdfClass | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const mod = proc?.getBuiltinModule?.('node:module') as { createRequire(url: string): Require } | undefined;
  if (!mod) return undefined;
  return (mod.createRequire(import.meta.url)('jspdf') as { jsPDF: JsPdfClass }).jsPDF;
}

/**
 * Loads the PDF library (jsPDF) ahead of {@link renderPdf}. Node loads it by itself on first
 * use; in browsers await this once first (bundlers split jsPDF into its own chunk, fetched
 * only when a PDF is wanted).
 */
export async function loadPdfLibrary(): Promise<void> {
  loaded ??= (await import('jspdf')).jsPDF;
}

/** The jsPDF class, loaded. */
export function pdfLibrary(): JsPdfClass {
  loaded ??= requireInNode();
  if (!loaded) throw new MazekitError('@mazekit/render-pdf', 'the PDF library is not loaded; await loadPdfLibrary() once before renderPdf in a browser');
  return loaded;
}

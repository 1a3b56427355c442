import type { jsPDF } from 'jspdf';

interface Internal {
  write(...parts: string[]): void;
}

/**
 * Appends raw operators to the current page's content stream through jsPDF's `internal.write`
 * (what its own plugins use). The booklet writes its paths this way because jsPDF's path
 * calls format every number through a slow rounding routine (about 12 µs a segment, most of
 * the time of a 100-maze booklet), and because a `cm` transform lets walls go out in cell units.
 */
export function writeContent(doc: jsPDF, ops: string): void {
  (doc.internal as unknown as Internal).write(ops);
}

/** A `#rgb` or `#rrggbb` colour as PDF operands: three numbers from 0 to 1. */
export function rgb(color: string): string {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (d) => d + d) : color;
  return [1, 3, 5].map((i) => String(Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000)).join(' ');
}

import { MazekitError, describeValue, resolveColor, resolveOptions, type OptionSpec } from '@mazekit/core';

const PACKAGE = '@mazekit/render-pdf';

/** The most mazes a page may hold, whatever their size. */
export const MAX_PER_PAGE = 48;

/** Options of {@link renderPdf}. */
export interface PdfOptions {
  /** Paper size, `a4` or `letter` (default `a4`). */
  paper: 'a4' | 'letter';
  /** Lay the page on its side (default false). */
  landscape: boolean;
  /** Space around the page's content in points, 1/72 inch (default 36, half an inch). */
  margin: number;
  /** Mazes per page, laid out in a grid and scaled to fill it (default 1). */
  perPage: number;
  /** Add solution pages at the end, in the same layout, with each solution drawn (default false). */
  solutions: boolean;
  /** A title at the top of every page (default none). */
  title: string;
  /** A "Name / Date" line under the title of the puzzle pages (default true). */
  nameLine: boolean;
  /** Label each maze with its number and seed, so a solution is easy to match (default true). */
  labels: boolean;
  /** Wall colour, any opaque CSS colour (default `#000000`). */
  wallColor: string;
  /** Colour of the solution line (default `#e4572e`). */
  solutionColor: string;
  /** Colour of the entrance disc (default `#2e7d32`). */
  startColor: string;
  /** Colour of the exit square (default `#c62828`). */
  goalColor: string;
  /** Colour of the stair triangles of multi-level mazes (default `#6a1b9a`). */
  stairColor: string;
  /** Colour of a dungeon's rock, the cells that are neither room nor corridor (default `#000000`). */
  rockColor: string;
  /** Colour of the bar that marks a dungeon's door (default `#8b5a2b`). */
  doorColor: string;
  /**
   * Font files (TrueType `.ttf`, a `.ttc` collection's first font, or WOFF) for the text,
   * tried in order for each character before the built-in MazekitSans (Latin, Greek,
   * Cyrillic); each is embedded as a subset of the glyphs used. A character no font has is
   * refused, named by its code point. Fonts in an array keep their PostScript names in the
   * file; one font given alone is named MazekitSans, as in 0.x.
   */
  font: Uint8Array | readonly Uint8Array[] | undefined;
}

/** Option specs of the PDF renderer, for command lines and forms (`font` is API-only). */
export const pdfOptions: readonly OptionSpec[] = Object.freeze([
  { name: 'paper', type: 'choice', description: 'paper size', default: 'a4', choices: ['a4', 'letter'] },
  { name: 'landscape', type: 'boolean', description: 'lay the page on its side', default: false },
  { name: 'margin', type: 'number', description: 'space around the page content in pt (1/72 in)', default: 36, min: 0, max: 144 },
  { name: 'perPage', type: 'number', description: `mazes per page, in a grid scaled to fill it (at most ${MAX_PER_PAGE}, fewer for big mazes)`, default: 1, min: 1, max: MAX_PER_PAGE, integer: true },
  { name: 'solutions', type: 'boolean', description: 'add solution pages at the end, same layout', default: false },
  { name: 'title', type: 'string', description: 'title at the top of every page', default: '' },
  { name: 'nameLine', type: 'boolean', description: 'a Name / Date line under the title of the puzzle pages', default: true },
  { name: 'labels', type: 'boolean', description: 'label each maze with its number and seed', default: true },
  { name: 'wallColor', type: 'string', description: 'wall colour', default: '#000000' },
  { name: 'solutionColor', type: 'string', description: 'solution line colour', default: '#e4572e' },
  { name: 'startColor', type: 'string', description: 'entrance marker colour', default: '#2e7d32' },
  { name: 'goalColor', type: 'string', description: 'exit marker colour', default: '#c62828' },
  { name: 'stairColor', type: 'string', description: 'stair triangle colour', default: '#6a1b9a' },
  { name: 'rockColor', type: 'string', description: "colour of a dungeon's rock", default: '#000000' },
  { name: 'doorColor', type: 'string', description: "colour of the bar that marks a dungeon's door", default: '#8b5a2b' },
] satisfies OptionSpec[]);


/** Checks `options` against {@link pdfOptions} (and `font`); fills defaults. */
export function resolvePdfOptions(options: Partial<PdfOptions> | undefined): PdfOptions {
  const { font, ...rest } = options ?? {};
  const out = resolveOptions(PACKAGE, pdfOptions, rest) as unknown as PdfOptions;
  // Opaque only: the page is drawn with plain RGB colours, no transparency groups.
  const colors = out as unknown as Record<string, string>;
  for (const spec of pdfOptions) {
    if (spec.name.endsWith('Color')) colors[spec.name] = resolveColor(PACKAGE, spec.name, colors[spec.name], { alpha: false });
  }
  if (font !== undefined && !(font instanceof Uint8Array) && !(Array.isArray(font) && font.every((f) => f instanceof Uint8Array))) {
    throw new MazekitError(PACKAGE, `option font must be the bytes of a TrueType font (a Uint8Array) or an array of them, got ${describeValue(font)}`);
  }
  out.font = font;
  return out;
}

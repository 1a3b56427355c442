import { MazekitError } from '@mazekit/core';
import { harfBuzzSubsetter } from './harfbuzz.js';
import type { Subsetter } from './pdf-font.js';
import { NO_HINTING, RETAIN_GIDS } from './hb-subset.js';

/**
 * Cuts a CFF-outline OpenType font (`.otf`, as the Noto CJK fonts are) to the glyphs used,
 * with HarfBuzz's subsetter; glyph ids are kept, so a glyph's code is its id (the CIDs of
 * an Identity-ordered CID font, which the Noto CJK fonts are, are their glyph ids too).
 */
export const subsetCff: Subsetter = (font, glyphs) => {
  const hb = harfBuzzSubsetter();
  if (!hb) throw new MazekitError('@mazekit/render-pdf', 'a CFF (.otf) font needs harfbuzzjs to be cut to the glyphs used; install it, or in a browser call loadPdfFonts first');
  const index = font.faceOffset === 0 ? 0 : faceIndex(font.source, font.faceOffset);
  const bytes = hb.subset(font.source, { glyphs: [0, ...glyphs], flags: NO_HINTING | RETAIN_GIDS, dropTables: ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'VORG', 'vhea', 'vmtx', 'kern', 'gasp', 'DSIG'], index });
  if (!bytes) throw new MazekitError('@mazekit/render-pdf', `HarfBuzz could not cut the font ${font.postScriptName || '(no name)'} to the glyphs used`);
  return { bytes, kind: 'opentype', codes: new Map(glyphs.map((g) => [g, g])) };
};

/** The index of the collection member whose table directory starts at `offset`. */
export function faceIndex(source: Uint8Array, offset: number): number {
  const d = new DataView(source.buffer, source.byteOffset, source.byteLength);
  const faces = d.getUint32(8);
  for (let i = 0; i < faces; i++) if (d.getUint32(12 + 4 * i) === offset) return i;
  return 0;
}

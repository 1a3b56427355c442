import { MazekitError } from '@mazekit/core';
import { unzlibSync } from 'fflate';

const PACKAGE = '@mazekit/render-pdf';

/** A table's place in the font's bytes. */
interface Table {
  readonly offset: number;
  readonly length: number;
}

/** What kind of outlines a font has: TrueType quadratic (`glyf`) or CFF cubic (`CFF `). */
export type Outlines = 'truetype' | 'cff';

/**
 * An OpenType font read for print: its metrics, the Unicode → glyph map and glyph advances,
 * with the raw tables kept for subsetting. `source` is the sfnt the tables point into (a
 * TrueType collection's whole file, or a WOFF decoded).
 */
export interface SfntFont {
  readonly source: Uint8Array;
  /** Where this face's table directory starts in `source` (0, or a collection member's offset). */
  readonly faceOffset: number;
  readonly outlines: Outlines;
  readonly tables: ReadonlyMap<string, Table>;
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  /** Ascender and descender (hhea), cap height (OS/2, or the ascender), in font units. */
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly italicAngle: number;
  readonly bbox: readonly [number, number, number, number];
  /** The PostScript name (name ID 6), or '' when the font has none. */
  readonly postScriptName: string;
  /** The glyph of a code point, or 0 (`.notdef`) when the font has none. */
  glyph(codePoint: number): number;
  /** The advance width of a glyph in font units. */
  advance(glyph: number): number;
}

const tag = (d: DataView, at: number) => String.fromCharCode(d.getUint8(at), d.getUint8(at + 1), d.getUint8(at + 2), d.getUint8(at + 3));

/** WOFF 1.0 back to the sfnt it wraps: each table inflated (zlib) when it was compressed. */
function unwoff(bytes: Uint8Array): Uint8Array {
  const d = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = d.getUint32(4);
  const count = d.getUint16(12);
  const entries: { tag: number; data: Uint8Array; checksum: number }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = d.getUint32(at + 4);
    const compLength = d.getUint32(at + 8);
    const origLength = d.getUint32(at + 12);
    const raw = bytes.subarray(offset, offset + compLength);
    entries.push({ tag: d.getUint32(at), checksum: d.getUint32(at + 16), data: compLength < origLength ? unzlibSync(raw) : raw });
  }
  let size = 12 + 16 * count;
  for (const e of entries) size += (e.data.length + 3) & ~3;
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  o.setUint32(0, flavor);
  o.setUint16(4, count);
  let at = 12 + 16 * count;
  entries.forEach((e, i) => {
    o.setUint32(12 + 16 * i, e.tag);
    o.setUint32(16 + 16 * i, e.checksum);
    o.setUint32(20 + 16 * i, at);
    o.setUint32(24 + 16 * i, e.data.length);
    out.set(e.data, at);
    at += (e.data.length + 3) & ~3;
  });
  return out;
}

/** A cmap subtable (format 4 or 12) as a lookup, binary-searched: CJK fonts map tens of thousands of code points. */
function cmapLookup(d: DataView, at: number): ((cp: number) => number) | undefined {
  const format = d.getUint16(at);
  if (format === 4) {
    const segs = d.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segs * 2 + 2;
    const deltas = starts + segs * 2;
    const ranges = deltas + segs * 2;
    return (cp) => {
      if (cp > 0xffff) return 0;
      let lo = 0;
      let hi = segs - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (d.getUint16(ends + mid * 2) < cp) lo = mid + 1;
        else hi = mid;
      }
      const start = d.getUint16(starts + lo * 2);
      if (cp < start || cp > d.getUint16(ends + lo * 2)) return 0;
      const delta = d.getInt16(deltas + lo * 2);
      const range = d.getUint16(ranges + lo * 2);
      if (range === 0) return (cp + delta) & 0xffff;
      const g = d.getUint16(ranges + lo * 2 + range + (cp - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    };
  }
  if (format === 12) {
    const groups = d.getUint32(at + 12);
    const first = at + 16;
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const g = first + mid * 12;
        if (cp < d.getUint32(g)) hi = mid - 1;
        else if (cp > d.getUint32(g + 4)) lo = mid + 1;
        else return d.getUint32(g + 8) + (cp - d.getUint32(g));
      }
      return 0;
    };
  }
  return undefined;
}

function postScriptName(d: DataView, table: Table | undefined): string {
  if (!table) return '';
  const count = d.getUint16(table.offset + 2);
  const strings = table.offset + d.getUint16(table.offset + 4);
  for (let i = 0; i < count; i++) {
    const r = table.offset + 6 + i * 12;
    if (d.getUint16(r + 6) !== 6) continue;
    const platform = d.getUint16(r);
    const length = d.getUint16(r + 8);
    const start = strings + d.getUint16(r + 10);
    let s = '';
    if (platform === 1) for (let k = 0; k < length; k++) s += String.fromCharCode(d.getUint8(start + k));
    else for (let k = 0; k + 1 < length; k += 2) s += String.fromCharCode(d.getUint16(start + k));
    return s.replace(/[^!-~]|[[\](){}<>/%#]/g, '');
  }
  return '';
}

/**
 * Reads a TrueType or OpenType font (`.ttf`, `.otf`, a member of a `.ttc` collection chosen
 * by `index`, or WOFF 1.0). Throws a `MazekitError` naming `what` for anything else (WOFF2
 * needs a Brotli decoder this package does not carry).
 */
export function parseFont(bytes: Uint8Array, what: string, index = 0): SfntFont {
  const bad = (why: string) => new MazekitError(PACKAGE, `${what} is not a font this renderer can embed: ${why}`);
  if (bytes.length < 12) throw bad(`${bytes.length} bytes`);
  let source = bytes;
  let d = new DataView(source.buffer, source.byteOffset, source.byteLength);
  let first = tag(d, 0);
  if (first === 'wOF2') throw bad('WOFF2 (pass the .ttf or .otf it was made from)');
  if (first === 'wOFF') {
    source = unwoff(bytes);
    d = new DataView(source.buffer, source.byteOffset, source.byteLength);
    first = tag(d, 0);
  }
  let faceOffset = 0;
  if (first === 'ttcf') {
    const faces = d.getUint32(8);
    if (!Number.isInteger(index) || index < 0 || index >= faces) throw bad(`a collection of ${faces} fonts has no font ${index}`);
    faceOffset = d.getUint32(12 + 4 * index);
    first = tag(d, faceOffset);
  }
  if (first !== 'OTTO' && first !== 'true' && d.getUint32(faceOffset) !== 0x00010000) throw bad('no TrueType or OpenType signature');
  const tables = new Map<string, Table>();
  const count = d.getUint16(faceOffset + 4);
  for (let i = 0; i < count; i++) {
    const r = faceOffset + 12 + i * 16;
    const t = { offset: d.getUint32(r + 8), length: d.getUint32(r + 12) };
    if (t.offset + t.length > source.length) throw bad(`its ${tag(d, r)} table runs past the end of the file`);
    tables.set(tag(d, r), t);
  }
  const need = (name: string) => {
    const t = tables.get(name);
    if (!t) throw bad(`it has no ${name.trim()} table`);
    return t;
  };
  const head = need('head');
  const hhea = need('hhea');
  const hmtx = need('hmtx');
  const maxp = need('maxp');
  const cmap = need('cmap');
  if (!tables.has('glyf') && !tables.has('CFF ')) throw bad('it has neither glyf nor CFF outlines (CFF2 and bitmap-only fonts are not supported)');
  const outlines: Outlines = tables.has('glyf') ? 'truetype' : 'cff';
  if (outlines === 'truetype') need('loca');

  // The best Unicode subtable: full repertoire (format 12) first, then the BMP (format 4).
  let lookup: ((cp: number) => number) | undefined;
  let rank = 0;
  const subtables = d.getUint16(cmap.offset + 2);
  for (let i = 0; i < subtables; i++) {
    const r = cmap.offset + 4 + i * 8;
    const platform = d.getUint16(r);
    const encoding = d.getUint16(r + 2);
    const at = cmap.offset + d.getUint32(r + 4);
    const format = d.getUint16(at);
    const score = format === 12 && (platform === 3 ? encoding === 10 : platform === 0) ? 3 : format === 4 && ((platform === 3 && encoding === 1) || platform === 0) ? 2 : 0;
    if (score > rank) {
      const f = cmapLookup(d, at);
      if (f) {
        lookup = f;
        rank = score;
      }
    }
  }
  if (!lookup) throw bad('it has no Unicode cmap');
  const glyphOf = lookup;

  const numGlyphs = d.getUint16(maxp.offset + 4);
  const metrics = d.getUint16(hhea.offset + 34);
  const upem = d.getUint16(head.offset + 18);
  const os2 = tables.get('OS/2');
  const ascent = d.getInt16(hhea.offset + 4);
  const capHeight = os2 && os2.length >= 90 && d.getUint16(os2.offset) >= 2 ? d.getInt16(os2.offset + 88) : ascent;
  const post = tables.get('post');
  return {
    source,
    faceOffset,
    outlines,
    tables,
    unitsPerEm: upem,
    numGlyphs,
    ascent,
    descent: d.getInt16(hhea.offset + 6),
    capHeight,
    italicAngle: post ? d.getInt32(post.offset + 4) / 65536 : 0,
    bbox: [d.getInt16(head.offset + 36), d.getInt16(head.offset + 38), d.getInt16(head.offset + 40), d.getInt16(head.offset + 42)],
    postScriptName: postScriptName(d, tables.get('name')),
    glyph: (cp) => {
      const g = glyphOf(cp);
      return g < numGlyphs ? g : 0;
    },
    advance: (g) => d.getUint16(hmtx.offset + 4 * Math.min(g, metrics - 1)),
  };
}

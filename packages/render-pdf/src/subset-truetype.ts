import type { SfntFont } from './sfnt.js';

/** A subset font program and where each kept glyph went. */
export interface Subset {
  readonly bytes: Uint8Array;
  /** Old glyph id → new glyph id, for every glyph kept (`.notdef` stays 0). */
  readonly glyphs: ReadonlyMap<number, number>;
}

// Composite glyph flags (OpenType glyf): argument size, and which transform follows.
const ARG_WORDS = 0x1;
const HAS_SCALE = 0x8;
const MORE = 0x20;
const HAS_XY_SCALE = 0x40;
const HAS_2X2 = 0x80;

/** Bytes of each component record after the flags and glyph index. */
function componentTail(flags: number): number {
  return (flags & ARG_WORDS ? 4 : 2) + (flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0);
}

function checksum(data: Uint8Array): number {
  const d = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let sum = 0;
  const whole = data.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + d.getUint32(i)) >>> 0;
  let last = 0;
  for (let i = whole; i < data.length; i++) last |= data[i]! << (24 - 8 * (i - whole));
  return (sum + last) >>> 0;
}

/** Writes an sfnt from its tables, sorted by tag, each 4-byte aligned and check-summed. */
export function writeSfnt(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  let size = 12 + 16 * tags.length;
  for (const t of tags) size += (tables.get(t)!.length + 3) & ~3;
  const out = new Uint8Array(size);
  const d = new DataView(out.buffer);
  d.setUint32(0, 0x00010000);
  d.setUint16(4, tags.length);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= tags.length) {
    pow *= 2;
    log++;
  }
  d.setUint16(6, pow * 16);
  d.setUint16(8, log);
  d.setUint16(10, tags.length * 16 - pow * 16);
  let at = 12 + 16 * tags.length;
  tags.forEach((t, i) => {
    const data = tables.get(t)!;
    const r = 12 + 16 * i;
    for (let k = 0; k < 4; k++) d.setUint8(r + k, t.charCodeAt(k));
    d.setUint32(r + 4, checksum(data));
    d.setUint32(r + 8, at);
    d.setUint32(r + 12, data.length);
    out.set(data, at);
    at += (data.length + 3) & ~3;
  });
  return out;
}

/**
 * A TrueType-outline font cut down to `wanted` glyphs (and the components their composite
 * glyphs are built from), renumbered from 0 in the order of their old ids, with only the
 * tables a PDF reader uses for an embedded CIDFontType2: head, hhea, maxp, hmtx, loca, glyf
 * and the hinting tables. No cmap: the PDF maps codes to these glyph ids itself.
 */
export function subsetTrueType(font: SfntFont, wanted: Iterable<number>): Subset {
  const src = font.source;
  const d = new DataView(src.buffer, src.byteOffset, src.byteLength);
  const t = (name: string) => font.tables.get(name);
  const head = t('head')!;
  const loca = t('loca')!;
  const glyf = t('glyf')!;
  const longLoca = d.getInt16(head.offset + 50) === 1;
  const where = (g: number): [number, number] => {
    const a = longLoca ? d.getUint32(loca.offset + 4 * g) : 2 * d.getUint16(loca.offset + 2 * g);
    const b = longLoca ? d.getUint32(loca.offset + 4 * g + 4) : 2 * d.getUint16(loca.offset + 2 * g + 2);
    return [glyf.offset + a, b - a];
  };

  // Close over composite components (an accented letter is its base and its accent).
  const keep = new Set<number>([0]);
  const stack: number[] = [];
  const add = (g: number) => {
    if (g >= 0 && g < font.numGlyphs && !keep.has(g)) {
      keep.add(g);
      stack.push(g);
    }
  };
  for (const g of wanted) add(g);
  while (stack.length > 0) {
    const [at, len] = where(stack.pop()!);
    if (len === 0 || d.getInt16(at) >= 0) continue;
    let p = at + 10;
    for (;;) {
      const flags = d.getUint16(p);
      add(d.getUint16(p + 2));
      p += 4 + componentTail(flags);
      if (!(flags & MORE)) break;
    }
  }
  const order = [...keep].sort((a, b) => a - b);
  const glyphs = new Map(order.map((g, i) => [g, i]));

  let glyfSize = 0;
  for (const g of order) glyfSize += (where(g)[1] + 3) & ~3;
  const newGlyf = new Uint8Array(glyfSize);
  const newLoca = new Uint8Array(4 * (order.length + 1));
  const lv = new DataView(newLoca.buffer);
  const hmtx = new Uint8Array(4 * order.length);
  const hv = new DataView(hmtx.buffer);
  const hmtxTable = t('hmtx')!;
  const metrics = d.getUint16(t('hhea')!.offset + 34);
  let at = 0;
  order.forEach((g, i) => {
    lv.setUint32(4 * i, at);
    const [from, len] = where(g);
    const data = src.slice(from, from + len);
    if (len > 0 && d.getInt16(from) < 0) {
      // A composite: point its components at their new ids.
      const cv = new DataView(data.buffer);
      let p = 10;
      for (;;) {
        const flags = cv.getUint16(p);
        cv.setUint16(p + 2, glyphs.get(cv.getUint16(p + 2)) ?? 0);
        p += 4 + componentTail(flags);
        if (!(flags & MORE)) break;
      }
    }
    newGlyf.set(data, at);
    at += (len + 3) & ~3;
    hv.setUint16(4 * i, font.advance(g));
    const lsbAt = g < metrics ? hmtxTable.offset + 4 * g + 2 : hmtxTable.offset + 4 * metrics + 2 * (g - metrics);
    hv.setInt16(4 * i + 2, d.getInt16(lsbAt));
  });
  lv.setUint32(4 * order.length, at);

  const copy = (name: string) => {
    const x = t(name)!;
    return src.slice(x.offset, x.offset + x.length);
  };
  const newHead = copy('head');
  const hd = new DataView(newHead.buffer);
  hd.setUint32(8, 0); // checkSumAdjustment: readers of embedded fonts ignore it
  hd.setInt16(50, 1);
  const newHhea = copy('hhea');
  new DataView(newHhea.buffer).setUint16(34, order.length);
  const newMaxp = copy('maxp');
  new DataView(newMaxp.buffer).setUint16(4, order.length);
  const tables = new Map<string, Uint8Array>([
    ['head', newHead],
    ['hhea', newHhea],
    ['maxp', newMaxp],
    ['hmtx', hmtx],
    ['loca', newLoca],
    ['glyf', newGlyf],
  ]);
  for (const name of ['cvt ', 'fpgm', 'prep']) if (t(name)) tables.set(name, copy(name));
  return { bytes: writeSfnt(tables), glyphs };
}

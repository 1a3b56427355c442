import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { zlibSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { defaultFont, renderPdf } from '../src/index.js';
import { parseFont } from '../src/sfnt.js';
import { subsetTrueType } from '../src/subset-truetype.js';
import { solvedMazes } from './mazes.js';
import { pdfFonts, pdfText } from './poppler.js';

const require = createRequire(import.meta.url);
const mono = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf')));
const mazes = solvedMazes(2, 6, 6, 'fonts');

/** A WOFF 1.0 file wrapping `sfnt`, each table deflated: what a web font package ships. */
function woff(sfnt: Uint8Array): Uint8Array {
  const d = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const count = d.getUint16(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const r = 12 + 16 * i;
    const data = sfnt.subarray(d.getUint32(r + 8), d.getUint32(r + 8) + d.getUint32(r + 12));
    const packed = zlibSync(data);
    return { tag: d.getUint32(r), checksum: d.getUint32(r + 4), data, stored: packed.length < data.length ? packed : data };
  });
  let size = 44 + 20 * count;
  for (const t of tables) size += (t.stored.length + 3) & ~3;
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  o.setUint32(0, 0x774f4646); // wOFF
  o.setUint32(4, d.getUint32(0));
  o.setUint32(8, size);
  o.setUint16(12, count);
  let at = 44 + 20 * count;
  tables.forEach((t, i) => {
    const r = 44 + 20 * i;
    o.setUint32(r, t.tag);
    o.setUint32(r + 4, at);
    o.setUint32(r + 8, t.stored.length);
    o.setUint32(r + 12, t.data.length);
    o.setUint32(r + 16, t.checksum);
    out.set(t.stored, at);
    at += (t.stored.length + 3) & ~3;
  });
  return out;
}

describe('the built-in font', () => {
  test('is what scripts/make-font.mjs cuts from DejaVu Sans', () => {
    const script = fileURLToPath(new URL('../scripts/make-font.mjs', import.meta.url));
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  test('covers Latin, Greek and Cyrillic, and not Chinese', () => {
    const font = parseFont(defaultFont(), 'the built-in font');
    expect(font.outlines).toBe('truetype');
    for (const ch of 'AzÄßœŁřșΩωЖжЁёЄєҐґ€—…№') expect(font.glyph(ch.codePointAt(0)!), ch).toBeGreaterThan(0);
    expect(font.glyph('迷'.codePointAt(0)!)).toBe(0);
  });
});

describe('subsetting', () => {
  test('keeps the components of composite glyphs and renumbers from 0', () => {
    const font = parseFont(mono, 'mono');
    const used = [...'Åé'].map((c) => font.glyph(c.codePointAt(0)!));
    const subset = subsetTrueType(font, used);
    expect([...subset.glyphs.values()]).toEqual([...Array(subset.glyphs.size).keys()]);
    expect(subset.glyphs.get(0)).toBe(0);
    // Å and é are built from A, e and their accents in DejaVu: more glyphs than asked for.
    expect(subset.glyphs.size).toBeGreaterThan(3);
    // Read the subset's tables back (it has no cmap: the PDF maps codes to glyphs itself).
    const d = new DataView(subset.bytes.buffer);
    const table = (tag: string) => {
      for (let i = 0; i < d.getUint16(4); i++) {
        const r = 12 + 16 * i;
        if (String.fromCharCode(...subset.bytes.subarray(r, r + 4)) === tag) return d.getUint32(r + 8);
      }
      throw new Error(`no ${tag}`);
    };
    expect(d.getUint16(table('maxp') + 4)).toBe(subset.glyphs.size);
    for (const g of used) expect(d.getUint16(table('hmtx') + 4 * subset.glyphs.get(g)!)).toBe(font.advance(g));
  });
});

describe('option font', () => {
  test('a given font sets the characters it has, embedded as a subset; the built-in one is left out when unused', () => {
    const bytes = renderPdf(mazes, { font: [mono], title: 'Mono title' });
    const fonts = pdfFonts(bytes);
    // DejaVu Sans Mono has every character here, so the built-in font is not needed at all.
    expect(fonts.map((f) => f[0])).toEqual([expect.stringMatching(/^[A-Z]{6}\+DejaVuSansMono$/)]);
    expect(pdfText(bytes, 1)).toContain('Mono title');
    // A character the given font lacks falls to the built-in one: two fonts, both subsets.
    const both = renderPdf(mazes, { font: [mono], title: 'Mono ΩЖ Ѫ' });
    expect(pdfFonts(both).map((f) => f[0]!.replace(/^[A-Z]{6}\+/, ''))).toEqual(['DejaVuSansMono', 'MazekitSans']);
    expect(pdfText(both, 1)).toContain('Mono ΩЖ Ѫ');
  });

  test('one font given alone (the 0.x form) is named MazekitSans in the file, as 0.x named it', () => {
    expect(pdfFonts(renderPdf(mazes, { font: mono }))[0]![0]).toMatch(/^[A-Z]{6}\+MazekitSans$/);
  });

  test('WOFF 1.0 fonts are read; WOFF2 and files that are not fonts are refused by name', () => {
    const bytes = renderPdf(mazes, { font: [woff(mono)], title: 'Woff' });
    expect(pdfFonts(bytes)[0]![0]).toMatch(/\+DejaVuSansMono$/);
    const woff2 = new Uint8Array(64);
    woff2.set([0x77, 0x4f, 0x46, 0x32]);
    expect(() => renderPdf(mazes, { font: woff2 })).toThrow('@mazekit/render-pdf: option font is not a font this renderer can embed: WOFF2 (pass the .ttf or .otf it was made from)');
    expect(() => renderPdf(mazes, { font: [mono, new Uint8Array(100)] })).toThrow('option font 2 is not a font this renderer can embed: no TrueType or OpenType signature');
  });

  test('a character no font has is refused, naming it and where it is — never dropped', () => {
    expect(() => renderPdf(mazes, { title: 'Week \u{e000}' })).toThrow('@mazekit/render-pdf: option title has the character U+E000 "\u{e000}", which no font can draw; pass a font that has it (option font), or leave it out');
    const [a, b] = mazes;
    expect(() => renderPdf([a!, { ...b!, seed: 'x\u{e001}' }])).toThrow('the seed of maze 2 has the character U+E001');
  });
});

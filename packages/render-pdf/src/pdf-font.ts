import { hashSeed } from '@mazekit/core';
import type { PdfFile } from './pdf-file.js';
import type { SfntFont } from './sfnt.js';
import { subsetTrueType } from './subset-truetype.js';

/** A font program cut to the glyphs a document uses, and the code each glyph is shown with. */
export interface FontProgram {
  /** The font file to embed. */
  readonly bytes: Uint8Array;
  /** `truetype`: a CIDFontType2 (FontFile2); `opentype`: a CIDFontType0 with an OpenType CFF program (FontFile3). */
  readonly kind: 'truetype' | 'opentype';
  /** Old glyph id → the two-byte code (CID) the content streams show it with. */
  readonly codes: ReadonlyMap<number, number>;
}

/** Makes the subset of `font` holding `glyphs`; the default cuts TrueType outlines itself. */
export type Subsetter = (font: SfntFont, glyphs: readonly number[]) => FontProgram;

/** The TrueType subsetter of this package: new glyph ids are the codes (CIDToGIDMap Identity). */
export const subsetGlyf: Subsetter = (font, glyphs) => {
  const s = subsetTrueType(font, glyphs);
  return { bytes: s.bytes, kind: 'truetype', codes: s.glyphs };
};

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();

function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

/** Six capital letters from the glyphs kept: the subset tag PDF readers show as `ABCDEF+Name`. */
function subsetTag(name: string, glyphs: readonly number[]): string {
  const [h] = hashSeed(`${name}:${glyphs.join(',')}`);
  let n = h >>> 0;
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (n % 26));
    n = Math.floor(n / 26);
  }
  return tag;
}

/**
 * One font of a document: it records the glyphs the pages show (and the text each stands
 * for), and at the end writes itself as a Type 0 font — a CIDFont with the subset embedded,
 * its widths, and a ToUnicode map so the text can be selected, searched and copied.
 */
export class EmbeddedFont {
  private readonly used = new Map<number, string>();
  private program: FontProgram | undefined;

  /** `resource` is the page resource name (`F1`); `name` the font's base name in the file. */
  constructor(
    readonly font: SfntFont,
    readonly name: string,
    readonly resource: string,
    private readonly subsetter: Subsetter = subsetGlyf,
  ) {}

  /** Notes that `glyph` is shown, standing for `text` (the first non-empty text given for a glyph wins). */
  use(glyph: number, text: string): void {
    if (!this.used.get(glyph)) this.used.set(glyph, text);
  }

  /** True when the document shows at least one glyph of this font. */
  get isUsed(): boolean {
    return this.used.size > 0;
  }

  /** The subset, made once, after every page is drawn. */
  private programOf(): FontProgram {
    this.program ??= this.subsetter(this.font, [...this.used.keys()].sort((a, b) => a - b));
    return this.program;
  }

  /** The hex string (`<...>`) that shows `glyphs` in a content stream. */
  show(glyphs: readonly number[]): string {
    const codes = this.programOf().codes;
    let out = '<';
    for (const g of glyphs) out += hex4(codes.get(g) ?? 0);
    return `${out}>`;
  }

  /** Writes the font's objects and returns the number of its Type 0 font dictionary. */
  write(file: PdfFile): number {
    const f = this.font;
    const program = this.programOf();
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const scale = (v: number) => Math.round((v * 1000) / f.unitsPerEm);
    const baseName = `${subsetTag(this.name, glyphs)}+${this.name}`;

    const fontFile = program.kind === 'truetype' ? file.addStream(program.bytes, `/Length1 ${program.bytes.length}`) : file.addStream(program.bytes, '/Subtype /OpenType');
    const [x0, y0, x1, y1] = f.bbox;
    const descriptor = file.add(
      `<< /Type /FontDescriptor /FontName /${baseName} /Flags 4 /FontBBox [${scale(x0)} ${scale(y0)} ${scale(x1)} ${scale(y1)}] /ItalicAngle ${f.italicAngle} /Ascent ${scale(f.ascent)} /Descent ${scale(f.descent)} /CapHeight ${scale(f.capHeight)} /StemV 80 /${program.kind === 'truetype' ? 'FontFile2' : 'FontFile3'} ${fontFile} 0 R >>`,
    );

    // Widths by code, in runs of consecutive codes: `c [w1 w2 ...]`.
    const byCode = glyphs.map((g) => [program.codes.get(g) ?? 0, scale(f.advance(g))] as const).sort((a, b) => a[0] - b[0]);
    let widths = '';
    for (let i = 0; i < byCode.length; ) {
      let j = i;
      while (j + 1 < byCode.length && byCode[j + 1]![0] === byCode[j]![0] + 1) j++;
      widths += `${byCode[i]![0]} [${byCode.slice(i, j + 1).map((e) => e[1]).join(' ')}] `;
      i = j + 1;
    }
    const cidFont = file.add(
      `<< /Type /Font /Subtype /${program.kind === 'truetype' ? 'CIDFontType2' : 'CIDFontType0'} /BaseFont /${baseName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 0 /W [${widths.trim()}]${program.kind === 'truetype' ? ' /CIDToGIDMap /Identity' : ''} >>`,
    );

    let map = '';
    const lines: string[] = [];
    // A glyph that is part of another's cluster (a second glyph of one character) stands for no text of its own.
    for (const g of glyphs) if (this.used.get(g)) lines.push(`<${hex4(program.codes.get(g) ?? 0)}> <${utf16Hex(this.used.get(g)!)}>`);
    // A CMap's bfchar blocks hold at most 100 entries each.
    for (let i = 0; i < lines.length; i += 100) map += `${Math.min(100, lines.length - i)} beginbfchar\n${lines.slice(i, i + 100).join('\n')}\nendbfchar\n`;
    const toUnicode = file.addStream(
      `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${map}endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n`,
    );
    return file.add(`<< /Type /Font /Subtype /Type0 /BaseFont /${baseName} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
  }
}

import { rgb } from './content.js';
import { PdfFile, pdfString } from './pdf-file.js';
import type { EmbeddedFont } from './pdf-font.js';
import type { Line } from './text.js';

/** A number for a content stream: at most 3 decimals, no trailing zeros. */
export function n3(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return r === 0 ? '0' : String(r);
}

/**
 * One page being drawn: its size in points and its content stream, written as PDF operators
 * in page space (y up from the bottom). Text is kept as runs until the document is finished,
 * because the codes a glyph is shown with are known only once every page has named its glyphs.
 */
export class PdfPage {
  private readonly parts: (string | (() => string))[] = [];
  private readonly fonts = new Set<EmbeddedFont>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Appends operators to the content stream. */
  write(ops: string): void {
    this.parts.push(ops);
  }

  /** Draws a laid-out line with its baseline starting at (`x`, `y`), y measured down from the top. */
  text(line: Line, x: number, y: number, size: number, color: string): void {
    if (line.runs.length === 0) return;
    this.parts.push(`BT\n${rgb(color)} rg\n1 0 0 1 ${n3(x)} ${n3(this.height - y)} Tm\n`);
    let pen = x;
    let moved = false;
    for (const run of line.runs) {
      run.glyphs.forEach((g, i) => run.font.use(g, run.chars[i]!));
      this.fonts.add(run.font);
      const { font, glyphs, placements } = run;
      if (placements) {
        // Shaped glyphs HarfBuzz moved (marks, kerning, joining widths): each at its own place.
        const unit = size / font.font.unitsPerEm;
        let at = pen;
        const ops: (() => string)[] = [];
        glyphs.forEach((g, i) => {
          const p = placements[i]!;
          const gx = at + p.dx * unit;
          const gy = this.height - y + p.dy * unit;
          ops.push(() => `1 0 0 1 ${n3(gx)} ${n3(gy)} Tm\n${font.show([g])} Tj\n`);
          at += p.advance * unit;
        });
        this.parts.push(() => `/${font.resource} ${n3(size)} Tf\n${ops.map((o) => o()).join('')}`);
      } else {
        // After glyphs placed one by one the pen is moved back to where the line has got to.
        const move = moved ? `1 0 0 1 ${n3(pen)} ${n3(this.height - y)} Tm\n` : '';
        this.parts.push(() => `/${font.resource} ${n3(size)} Tf\n${move}${font.show(glyphs)} Tj\n`);
      }
      moved = placements !== undefined;
      pen += run.advance * size;
    }
    this.parts.push('ET\n');
  }

  /** The finished content stream. */
  content(): string {
    return this.parts.map((p) => (typeof p === 'string' ? p : p())).join('');
  }

  /** The fonts this page shows text in. */
  usedFonts(): readonly EmbeddedFont[] {
    return [...this.fonts];
  }
}

/** Document information: the title viewers show, and the file's identity. */
export interface DocumentInfo {
  readonly title: string;
  /** 32 hex digits, the same for the same content. */
  readonly id: string;
}

/** Writes the pages (and the fonts they use) as one PDF file. */
export function writeDocument(pages: readonly PdfPage[], fonts: readonly EmbeddedFont[], info: DocumentInfo): Uint8Array<ArrayBuffer> {
  const file = new PdfFile();
  const catalog = file.reserve();
  const tree = file.reserve();
  const fontIds = new Map<EmbeddedFont, number>();
  for (const f of fonts) if (f.isUsed) fontIds.set(f, f.write(file));
  const kids: number[] = [];
  for (const page of pages) {
    const content = file.addStream(page.content());
    const used = page.usedFonts();
    const resources = used.length > 0 ? `<< /Font << ${used.map((f) => `/${f.resource} ${fontIds.get(f)} 0 R`).join(' ')} >> >>` : '<< >>';
    kids.push(file.add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${n3(page.width)} ${n3(page.height)}] /Resources ${resources} /Contents ${content} 0 R >>`));
  }
  file.set(tree, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  file.set(catalog, `<< /Type /Catalog /Pages ${tree} 0 R >>`);
  // A fixed date: the same mazes and options give the same bytes, like every mazekit output.
  const infoId = file.add(`<< /Title ${pdfString(info.title)} /Creator (mazekit) /Producer (@mazekit/render-pdf) /CreationDate (D:20000101000000Z) >>`);
  return file.bytes(catalog, infoId, info.id);
}

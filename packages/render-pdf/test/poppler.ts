// Reads PDFs back through Debian's poppler-utils (installed by the set-up command):
// pdftoppm for pixels, pdftotext for text, pdfinfo and pdffonts for structure.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A page rendered to RGB pixels. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  /** The colour of the pixel that covers point (x, y). */
  at(x: number, y: number): [number, number, number];
}

function withFile<T>(bytes: Uint8Array, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mazekit-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parsePpm(data: Buffer): Raster {
  // Header: P6 <width> <height> <max>, each token followed by one whitespace byte.
  let pos = 0;
  const token = (): string => {
    while (/\s/.test(String.fromCharCode(data[pos]!))) pos++;
    const start = pos;
    while (!/\s/.test(String.fromCharCode(data[pos]!))) pos++;
    return data.toString('latin1', start, pos);
  };
  if (token() !== 'P6') throw new Error('not a binary PPM');
  const width = Number(token());
  const height = Number(token());
  token();
  pos++;
  const pixels = data.subarray(pos);
  return {
    width,
    height,
    at(x, y) {
      const i = (Math.floor(y) * width + Math.floor(x)) * 3;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    },
  };
}

/** Page `page` (from 1) at `dpi`, without anti-aliasing so thin lines stay solid. */
export function rasterize(bytes: Uint8Array, page: number, dpi: number): Raster {
  return withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-aa', 'no', '-aaVector', 'no', '-singlefile', file, join(dir, 'out')]);
    return parsePpm(readFileSync(join(dir, 'out.ppm')));
  });
}

/** The text of page `page` (from 1), or of every page. */
export function pdfText(bytes: Uint8Array, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return withFile(bytes, (file) => execFileSync('pdftotext', [...range, '-layout', file, '-'], { encoding: 'utf8' }));
}

/** pdfinfo's fields (Pages, Page size, …). */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const text = withFile(bytes, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Object.fromEntries(text.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
}

/** pdffonts' table rows: name, type, encoding, emb, sub, uni. */
export function pdfFonts(bytes: Uint8Array): string[][] {
  const text = withFile(bytes, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return text.split('\n').slice(2).filter(Boolean).map((l) => l.trim().split(/\s+/));
}

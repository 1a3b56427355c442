import { readFileSync } from 'node:fs';
import { UsageError } from './errors.js';

/** The largest font file `--font` reads: CJK fonts are 5 to 20 MB, collections more. */
export const MAX_FONT_BYTES = 64 * 1024 * 1024;

/** What a font file starts with: TrueType, OpenType CFF, a collection, WOFF 1.0. */
const SIGNATURES = ['\u0000\u0001\u0000\u0000', 'true', 'OTTO', 'ttcf', 'wOFF'];

/**
 * The font files of `--font FILE` (repeatable), read and checked for a font's signature
 * before any maze is carved; undefined when none is given. Only PDF embeds fonts; a file
 * that cannot be read, is too big or is not a TrueType or OpenType font is one usage error
 * naming it. The renderer then embeds each as a subset of the glyphs its text uses.
 */
export function readFontFlags(files: readonly string[] | undefined, format: string): Uint8Array[] | undefined {
  if (!files || files.length === 0) return undefined;
  if (format !== 'pdf') throw new UsageError(`--font sets the font of PDF text; --format ${format} has no fonts to embed (drop --font, or write --format pdf)`);
  return files.map((file) => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(file));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable');
      throw new UsageError(`--font ${JSON.stringify(file)} cannot be read: ${why}`);
    }
    if (bytes.length > MAX_FONT_BYTES) throw new UsageError(`--font ${JSON.stringify(file)} is ${(bytes.length / 1048576).toFixed(0)} MiB; at most ${MAX_FONT_BYTES / 1048576} MiB`);
    const head = String.fromCharCode(...bytes.subarray(0, 4));
    if (head === 'wOF2') throw new UsageError(`--font ${JSON.stringify(file)} is WOFF2, which PDF cannot embed; give the .ttf or .otf it was made from`);
    if (bytes.length < 12 || !SIGNATURES.includes(head)) {
      throw new UsageError(`--font ${JSON.stringify(file)} is not a font: a TrueType or OpenType file (.ttf, .otf, .ttc, .woff) is needed`);
    }
    return bytes;
  });
}

/** The renderer options with the `--font` files added as option `font`, when there are any. */
export function withFonts<T extends Record<string, unknown>>(style: T, fonts: readonly Uint8Array[] | undefined): T | (T & { font: readonly Uint8Array[] }) {
  return fonts ? { ...style, font: fonts } : style;
}

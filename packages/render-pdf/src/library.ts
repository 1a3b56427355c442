import { BIDI, isRightToLeft } from './bidi.js';
import { scriptFont } from './find-font.js';
import { defaultFont } from './font.js';
import { HARFBUZZ, SHAPE_WASM, SUBSET_WASM } from './harfbuzz.js';
import { canReadFiles, packageModule, provideFile, provideModule } from './runtime.js';
import { scriptFontsFor } from './script-fonts.js';
import { parseFont } from './sfnt.js';
import { isInvisible, needsShaping } from './text.js';

/**
 * Kept for callers of earlier versions, which had to load jsPDF before `renderPdf` in a
 * browser: the renderer now carries its own PDF writer and font, so there is nothing to
 * load and this resolves at once. Text in other scripts needs {@link loadPdfFonts}.
 */
export async function loadPdfLibrary(): Promise<void> {}

/** Fetches a file of an npm package for {@link loadPdfFonts}: `('@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf')`. */
export type PackageFileFetcher = (pkg: string, file: string) => Promise<Uint8Array | ArrayBuffer>;

/**
 * Gets ready, in a browser, what `renderPdf` needs for `texts` (the title and the seeds of
 * a document) beyond the built-in font, fetching only that: the script font of each
 * character MazekitSans lacks (Noto Sans SC or JP for Chinese and Japanese, Noto Naskh
 * Arabic for Arabic: see `SCRIPT_FONTS`), HarfBuzz's shaper and the bidi algorithm for
 * right-to-left and joining scripts, HarfBuzz's subsetter for CFF fonts (also the `fonts`
 * the caller passes as option `font`). `fetchFile` returns a package file's bytes, from
 * wherever the page serves it. Latin, Greek and Cyrillic text fetches nothing. In Node it
 * does nothing: the files are read when needed.
 */
export async function loadPdfFonts(texts: string | readonly string[], fetchFile: PackageFileFetcher, fonts: readonly Uint8Array[] = []): Promise<void> {
  if (canReadFiles()) return;
  const builtIn = parseFont(defaultFont(), 'the built-in font');
  const lines = typeof texts === 'string' ? [texts] : texts;
  const bytesOf = async (pkg: string, file: string) => {
    const got = await fetchFile(pkg, file);
    return got instanceof Uint8Array ? got : new Uint8Array(got);
  };
  let shaping = false;
  let cff = fonts.some((f) => parseFont(f, 'option font').outlines === 'cff');
  for (const line of lines) {
    for (const ch of line) {
      const cp = ch.codePointAt(0)!;
      if (isInvisible(cp)) continue;
      if (isRightToLeft(cp) || needsShaping(cp)) shaping = true;
      if (builtIn.glyph(cp) !== 0 || fonts.some((f) => parseFont(f, 'option font').glyph(cp) !== 0)) continue;
      for (const sf of scriptFontsFor(cp, line)) {
        let font = scriptFont(sf);
        if (!font) {
          provideFile(sf.package, sf.file, await bytesOf(sf.package, sf.file));
          font = scriptFont(sf)!;
        }
        if (font.outlines === 'cff') cff = true;
        if (font.glyph(cp) !== 0) break;
      }
    }
  }
  const wasm = async (file: string) => {
    const key = `${HARFBUZZ}/${file}`;
    if (!(packageModule(key) instanceof WebAssembly.Module)) provideModule(key, await WebAssembly.compile((await bytesOf(HARFBUZZ, file)) as Uint8Array<ArrayBuffer>));
  };
  if (shaping) {
    if (!packageModule(BIDI)) provideModule(BIDI, await import('bidi-js'));
    await wasm(SHAPE_WASM);
  }
  if (cff) await wasm(SUBSET_WASM);
}

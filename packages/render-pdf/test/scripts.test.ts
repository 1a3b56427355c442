import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderPdf } from '../src/index.js';
import { EmbeddedFont } from '../src/pdf-font.js';
import { parseFont } from '../src/sfnt.js';
import { TextSetter } from '../src/text.js';
import { solvedMazes } from './mazes.js';
import { pdfFonts, pdfText, rasterize } from './poppler.js';

const require = createRequire(import.meta.url);
const mazes = solvedMazes(2, 6, 6, 'scripts');
/** Strips the direction marks pdftotext puts around right-to-left words. */
const plain = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f]/g, '');

/** Dark pixels in the title band (30 pt under the top margin) of page 1, at 72 dpi (a pixel a point). */
function titleInk(bytes: Uint8Array): number {
  const page = rasterize(bytes, 1, 72);
  let dark = 0;
  for (let y = 36; y < 36 + 30; y++) for (let x = 36; x < 559; x++) if (page.at(x, y)[0] < 128) dark++;
  return dark;
}

describe('titles in other scripts print, from a script font found for them', () => {
  test.each([
    ['Chinese', '迷宫练习 Week 1', 'NotoSansHans-Regular'],
    ['Japanese', '迷路の練習 第1週', 'NotoSansJP-Regular'],
    ['Arabic', 'متاهة الأسبوع 1', 'NotoNaskhArabic'],
  ])('%s: the title is drawn and extractable; only the glyphs used are embedded', (_, title, font) => {
    const bytes = renderPdf(mazes, { perPage: 2, title, nameLine: false, labels: false });
    expect(plain(pdfText(bytes, 1))).toContain(title.replace(/ 1$/, ''));
    const names = pdfFonts(bytes).map((f) => f[0]!.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toContain(font);
    for (const row of pdfFonts(bytes)) expect(row.slice(-5, -2)).toEqual(['yes', 'yes', 'yes']); // emb, sub, uni
    // Not a blank or a box per character: the title band has ink, as much as a Latin title's at least.
    expect(titleInk(bytes)).toBeGreaterThan(titleInk(renderPdf(mazes, { perPage: 2, title: 'Week', nameLine: false, labels: false })));
    // A subset, not the whole font: CJK fonts are 4 to 8 MB.
    expect(bytes.length).toBeLessThan(200_000);
  });

  test('Cyrillic and Greek are in the built-in font: nothing else is embedded', () => {
    for (const title of ['Лабиринты, неделя 1', 'Λαβύρινθοι, εβδομάδα 1']) {
      const bytes = renderPdf(mazes, { perPage: 2, title });
      expect(pdfText(bytes, 1)).toContain(title);
      expect(pdfFonts(bytes).map((f) => f[0]!.replace(/^[A-Z]{6}\+/, ''))).toEqual(['MazekitSans']);
    }
  });

  test('Arabic is shaped (joining forms, the lam-alef ligature) and set right to left, flush right', () => {
    const title = 'لا متاهة';
    const bytes = renderPdf(mazes, { title, nameLine: false, labels: false });
    expect(plain(pdfText(bytes, 1))).toContain(title);
    // Set flush right: the ink of the title ends at the right margin, not the left.
    const page = rasterize(bytes, 1, 72);
    const inkAt = (x0: number, x1: number) => {
      let n = 0;
      for (let y = 36; y < 66; y++) for (let x = x0; x < x1; x++) if (page.at(x, y)[0] < 128) n++;
      return n;
    };
    expect(inkAt(450, 559)).toBeGreaterThan(0);
    expect(inkAt(36, 300)).toBe(0);
  });

  test('the shaping itself: joined forms, not the letters on their own, and lam-alef as one glyph, right to left', () => {
    const naskh = parseFont(new Uint8Array(readFileSync(require.resolve('@embedpdf/fonts-arabic').replace(/dist\/index\.cjs$/, 'fonts/NotoNaskhArabic-Regular.ttf'))), 'naskh');
    const setter = new TextSetter([new EmbeddedFont(naskh, 'Naskh', 'F1')]);
    const word = setter.layout('متاهة', 'a word');
    expect(word.rtl).toBe(true);
    const [run] = word.runs;
    // Visual order: the last letter (heh, final form) first.
    expect(run!.chars).toEqual(['ة', 'ه', 'ا', 'ت', 'م']);
    // Meem starts the word (initial form), teh is in the middle (medial): neither is the letter's own glyph.
    expect(run!.glyphs[4]).not.toBe(naskh.glyph('م'.codePointAt(0)!));
    expect(run!.glyphs[3]).not.toBe(naskh.glyph('ت'.codePointAt(0)!));
    const lamAlef = setter.layout('لا', 'a word').runs[0]!;
    expect(lamAlef.glyphs).toHaveLength(1);
    expect(lamAlef.chars).toEqual(['ال']); // drawing order, as text readers expect of right-to-left glyphs
  });

  test('a title mixing Latin and Arabic keeps each word readable', () => {
    const bytes = renderPdf(mazes, { title: 'Week 1 — متاهة', nameLine: false, labels: false });
    const text = plain(pdfText(bytes, 1));
    // (pdftotext may put the words in either order: it guesses a line's direction itself.)
    expect(text).toContain('Week 1');
    expect(text).toContain('متاهة');
  });

  test('a character no installed font has is refused, naming it and what to install — never dropped', () => {
    expect(() => renderPdf(mazes, { title: 'מבוך' })).toThrow('@mazekit/render-pdf: option title has the character U+05DE "מ", which no font can draw; pass a font that has it (option font), or leave it out');
    expect(() => renderPdf(mazes, { title: 'Week \u{1f600}' })).toThrow('option title has the character U+1F600 "\u{1f600}"');
    const [a, b] = mazes;
    expect(() => renderPdf([a!, { ...b!, seed: 'ok-\u{e001}' }])).toThrow('the seed of maze 2 has the character U+E001');
  });

  test('a CFF (.otf) font given as option font is cut by HarfBuzz and embedded as a subset', () => {
    const otf = new Uint8Array(readFileSync(require.resolve('@embedpdf/fonts-sc').replace(/dist\/index\.cjs$/, 'fonts/NotoSansHans-Regular.otf')));
    const bytes = renderPdf(mazes, { font: [otf], title: '周一 Monday' });
    expect(pdfText(bytes, 1)).toContain('周一 Monday');
    expect(pdfFonts(bytes)[0]).toEqual(expect.arrayContaining([expect.stringMatching(/\+NotoSansHans-Regular$/), 'yes']));
  });
});

describe('in a browser (no file system): loadPdfFonts fetches only what the text needs', () => {
  const saved = Object.getOwnPropertyDescriptor(process, 'getBuiltinModule')!;
  afterEach(() => {
    Object.defineProperty(process, 'getBuiltinModule', saved);
    vi.resetModules();
  });

  test('nothing for Latin, the script font (and HarfBuzz for shaping or CFF) for the rest; refused until loaded', async () => {
    vi.resetModules();
    // What a page sees: no Node built-ins. Read the package files the page would fetch from disk.
    const fromDisk = (pkg: string, file: string) => readFileSync(require.resolve(pkg === 'harfbuzzjs' ? `harfbuzzjs/${file}` : pkg).replace(/dist\/index\.cjs$/, file));
    (process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined;
    const pdf = await import('../src/index.js');
    const asked: string[] = [];
    const fetchFile = (pkg: string, file: string) => {
      asked.push(`${pkg}/${file}`);
      return Promise.resolve(new Uint8Array(fromDisk(pkg, file)));
    };
    await pdf.loadPdfFonts(['Week 1', 'seed Ωmega'], fetchFile);
    expect(asked).toEqual([]);
    expect(() => pdf.renderPdf(mazes, { title: '迷宫 1' })).toThrow('option title has the character U+8FF7 "迷", which no font can draw; provide @embedpdf/fonts-sc (Noto Sans SC) with loadPdfFonts, pass a font that has it (option font), or leave it out');
    await pdf.loadPdfFonts(['迷宫 1'], fetchFile);
    expect(asked).toEqual(['@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf', 'harfbuzzjs/dist/harfbuzz-subset.wasm']);
    expect(pdfText(pdf.renderPdf(mazes, { title: '迷宫 1' }), 1)).toContain('迷宫 1');
    asked.length = 0;
    await pdf.loadPdfFonts('متاهة', fetchFile);
    expect(asked).toEqual(['@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf', 'harfbuzzjs/dist/harfbuzz.wasm']);
    expect(plain(pdfText(pdf.renderPdf(mazes, { title: 'متاهة' }), 1))).toContain('متاهة');
  });
});

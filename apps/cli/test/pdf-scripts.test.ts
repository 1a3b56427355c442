// Titles in other scripts, end to end: the CLI finds the script font (an optional
// dependency), the PDF shows and carries the title (pdftotext reads it back); --font FILE.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, tempDir } from './helpers.js';

const require = createRequire(import.meta.url);
const text = (file: string) => execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e\u200e\u200f]/g, '');
const fonts = (file: string) => execFileSync('pdffonts', [file], { encoding: 'utf8' });

describe('pdf titles in every script', () => {
  it.each([
    ['Chinese', '迷宫练习 Week 1', '迷宫练习 Week 1', /\+NotoSansHans-Regular/],
    ['Japanese', '迷路の練習 第1週', '迷路の練習 第1週', /\+NotoSansJP-Regular/],
    ['Arabic', 'متاهة الأسبوع', 'متاهة الأسبوع', /\+NotoNaskhArabic/],
    ['Cyrillic', 'Лабиринты, неделя 1', 'Лабиринты, неделя 1', /\+MazekitSans/],
    ['Greek', 'Λαβύρινθοι 1', 'Λαβύρινθοι 1', /\+MazekitSans/],
  ])('%s: generate --count 2 --per-page 2 --title prints the title', async (_, title, shown, font) => {
    const dir = tempDir();
    const file = join(dir, 'book.pdf');
    const r = await run(['generate', '--count', '2', '--per-page', '2', '--seed', 'zh', '--title', title, '-o', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(text(file)).toContain(shown);
    expect(fonts(file)).toMatch(font);
  });

  it('a character no font can draw is refused naming it, exit 2, no file', async () => {
    const dir = tempDir();
    const r = await run(['generate', '--count', '2', '--per-page', '2', '--title', 'מבוך 1', '-o', join(dir, 'he.pdf')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mazekit: --title has the character U+05DE "מ", which no font can draw; pass a font that has it (--font), or leave it out\n');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--font FILE sets the text in that font, as a subset', async () => {
    const dir = tempDir();
    const file = join(dir, 'font.pdf');
    const naskh = require.resolve('@embedpdf/fonts-arabic').replace(/dist[\\/]index\.cjs$/, 'fonts/NotoNaskhArabic-Bold.ttf');
    const r = await run(['generate', '--seed', 'f', '--title', 'متاهة', '--font', naskh, '-o', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(text(file)).toContain('متاهة');
    expect(fonts(file)).toMatch(/[A-Z]{6}\+NotoNaskhArabic-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
  });

  it.each([
    ['not a font', (dir: string) => {
      writeFileSync(join(dir, 'notes.ttf'), 'hello, this is not a font at all');
      return join(dir, 'notes.ttf');
    }, (f: string) => `mazekit: --font ${JSON.stringify(f)} is not a font: a TrueType or OpenType file (.ttf, .otf, .ttc, .woff) is needed`],
    ['missing', (dir: string) => join(dir, 'nope.ttf'), (f: string) => `mazekit: --font ${JSON.stringify(f)} cannot be read: no such file`],
    ['WOFF2', (dir: string) => {
      writeFileSync(join(dir, 'web.woff2'), Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60)]));
      return join(dir, 'web.woff2');
    }, (f: string) => `mazekit: --font ${JSON.stringify(f)} is WOFF2, which PDF cannot embed; give the .ttf or .otf it was made from`],
  ])('--font with a bad file (%s) is refused in one line, before any maze is carved', async (_, make, message) => {
    const dir = tempDir();
    const font = make(dir);
    const r = await run(['generate', '--count', '2', '--title', 'x', '--font', font, '-o', join(dir, 'out.pdf')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${message(font)}\n`);
    expect(readdirSync(dir).filter((f) => f.endsWith('.pdf'))).toEqual([]);
  });

  it('--font with a format that embeds no fonts is a usage error', async () => {
    const r = await run(['generate', '--font', 'x.ttf', '--format', 'svg']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mazekit: --font sets the font of PDF text; --format svg has no fonts to embed (drop --font, or write --format pdf)\n');
  });
});

import { MazekitError } from '@mazekit/core';
import { bidiLevels, isRightToLeft } from './bidi.js';
import { harfBuzzShaper } from './harfbuzz.js';
import type { EmbeddedFont } from './pdf-font.js';
import { faceIndex } from './subset-cff.js';

const PACKAGE = '@mazekit/render-pdf';

/** Where a shaped glyph goes, in font units: its advance and its offset from the pen. */
export interface Placement {
  readonly advance: number;
  readonly dx: number;
  readonly dy: number;
}

/** A stretch of text set in one font: its glyphs (in visual order), the characters each stands for, its advance. */
export interface Run {
  readonly font: EmbeddedFont;
  readonly glyphs: readonly number[];
  readonly chars: readonly string[];
  /** Sum of the glyph advances, in ems (multiply by the font size for points). */
  readonly advance: number;
  /** Each glyph's own placement, when shaping moved it from where its advance width puts it. */
  readonly placements?: readonly Placement[];
}

/** A line of text, laid out: runs left to right. */
export interface Line {
  readonly text: string;
  readonly runs: readonly Run[];
  /** Width in ems. */
  readonly width: number;
  /** True when the line's own direction is right to left (its first strong letter is): it is set flush right. */
  readonly rtl: boolean;
}

/** Finds a font for a character the chain lacks (a script font); `line` is the text it is in. */
export type FontFinder = (codePoint: number, line: string) => EmbeddedFont | undefined;

/** Explains, for the error, why no font had a character (which package to install, say). */
export type MissingHint = (codePoint: number, line: string) => string;

/** Characters with no look of their own (joiners, variation selectors): they never need a glyph. */
export function isInvisible(cp: number): boolean {
  return cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x200e || cp === 0x200f || cp === 0x2060 || cp === 0xfeff || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/** Scripts whose letters change shape with their neighbours or carry marks placed by the font: they go through HarfBuzz. */
export function needsShaping(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) ||
    (cp >= 0x0590 && cp <= 0x08ff) ||
    (cp >= 0x0900 && cp <= 0x0dff) ||
    (cp >= 0x0e00 && cp <= 0x0fff) ||
    (cp >= 0x1000 && cp <= 0x109f) ||
    (cp >= 0x1780 && cp <= 0x18af) ||
    (cp >= 0xfb1d && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  );
}

/** `U+8FF7 "迷"`: a character as error messages name it. */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? code : `${code} ${JSON.stringify(ch)}`;
}

/** One character of a line: where it starts (UTF-16), the font it is set in. */
interface Slot {
  readonly ch: string;
  readonly at: number;
  readonly font: EmbeddedFont | undefined;
}

/**
 * Sets text in a chain of fonts: each character in the first font that has a glyph for it
 * (the caller's fonts, then the built-in one, then a script font found for it). Lines with
 * right-to-left letters are ordered by the Unicode Bidirectional Algorithm (bidi-js) and
 * Arabic and other joining scripts are shaped by HarfBuzz, both loaded only for such lines.
 * A character no font has is refused, named by its code point — never dropped or drawn as a box.
 */
export class TextSetter {
  /** Every font the document may use, in the order they are tried; script fonts are added as lines need them. */
  readonly fonts: EmbeddedFont[];

  constructor(
    fonts: readonly EmbeddedFont[],
    private readonly find: FontFinder = () => undefined,
    private readonly hint: MissingHint = () => 'pass a font that has it (option font), or leave it out',
  ) {
    this.fonts = [...fonts];
  }

  /** The first character of `text` that no font can draw, or undefined. */
  missing(text: string): string | undefined {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (!isInvisible(cp) && this.fontFor(cp, text) === undefined) return ch;
    }
    return undefined;
  }

  /** Lays `text` out; `what` names it in the error for a character no font has (`option title`). */
  layout(text: string, what: string): Line {
    const slots: Slot[] = [];
    let at = 0;
    let complex = false;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (isInvisible(cp)) {
        slots.push({ ch, at, font: undefined });
      } else {
        const font = this.fontFor(cp, text);
        if (!font) throw new MazekitError(PACKAGE, `${what} has the character ${describeChar(ch)}, which no font can draw; ${this.hint(cp, text)}`);
        slots.push({ ch, at, font });
        if (needsShaping(cp) || isRightToLeft(cp)) complex = true;
      }
      at += ch.length;
    }
    // Invisible characters join the font of their neighbours, so they never split a run.
    for (let i = 0; i < slots.length; i++) {
      if (slots[i]!.font) continue;
      const near = slots.slice(0, i).reverse().find((s) => s.font) ?? slots.slice(i + 1).find((s) => s.font);
      slots[i] = { ...slots[i]!, font: near?.font };
    }
    return complex ? this.complexLine(text, slots) : simpleLine(text, slots);
  }

  private fontFor(cp: number, line: string): EmbeddedFont | undefined {
    const have = this.fonts.find((f) => f.font.glyph(cp) !== 0);
    if (have) return have;
    const found = this.find(cp, line);
    if (found && !this.fonts.includes(found)) this.fonts.push(found);
    return found;
  }

  /** A line with right-to-left or joining letters: bidi levels, runs shaped by HarfBuzz, runs in visual order. */
  private complexLine(text: string, slots: readonly Slot[]): Line {
    const bidi = bidiLevels(text);
    const shaper = harfBuzzShaper();
    if (!bidi || !shaper) {
      throw new MazekitError(PACKAGE, `the text ${JSON.stringify(text)} has right-to-left or joining letters, which need bidi-js and harfbuzzjs; install them, or in a browser call loadPdfFonts first`);
    }
    const levelAt = (i: number) => bidi.levels[i] ?? bidi.base;
    // Logical runs: same font, same level.
    const pieces: { font: EmbeddedFont; level: number; from: number; to: number; shaped: boolean }[] = [];
    for (const s of slots) {
      if (!s.font) continue;
      const level = levelAt(s.at);
      const cp = s.ch.codePointAt(0)!;
      const last = pieces.at(-1);
      if (last && last.font === s.font && last.level === level) {
        last.to = s.at + s.ch.length;
        last.shaped ||= needsShaping(cp) || level % 2 === 1;
      } else {
        pieces.push({ font: s.font, level, from: s.at, to: s.at + s.ch.length, shaped: needsShaping(cp) || level % 2 === 1 });
      }
    }
    const runs = pieces.map((p) => {
      const part = text.slice(p.from, p.to);
      if (!p.shaped) return simpleLine(part, [...part].map((ch) => ({ ch, at: 0, font: p.font }))).runs[0]!;
      const f = p.font.font;
      const rtl = p.level % 2 === 1;
      const glyphs = shaper.shape(f.source, f.faceOffset === 0 ? 0 : faceIndex(f.source, f.faceOffset), part, rtl);
      // Each glyph stands for the characters of its cluster, given to the first glyph of it.
      // Text readers take the glyphs of a right-to-left run as drawn and turn them back, so
      // there a cluster's characters are written in drawing order too (a lam-alef ligature as
      // alef, lam).
      const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
      const seen = new Set<number>();
      const chars = glyphs.map((g) => {
        if (seen.has(g.cluster)) return '';
        seen.add(g.cluster);
        const next = starts.find((s) => s > g.cluster) ?? part.length;
        const cluster = part.slice(g.cluster, next);
        return rtl ? [...cluster].reverse().join('') : cluster;
      });
      const moved = glyphs.some((g) => g.dx !== 0 || g.dy !== 0 || g.advance !== f.advance(g.glyph));
      const advance = glyphs.reduce((a, g) => a + g.advance, 0) / f.unitsPerEm;
      const run: Run = {
        font: p.font,
        glyphs: glyphs.map((g) => g.glyph),
        chars,
        advance,
        ...(moved ? { placements: glyphs.map((g) => ({ advance: g.advance, dx: g.dx, dy: g.dy })) } : {}),
      };
      return run;
    });
    const visual = reorder(runs, pieces.map((p) => p.level));
    return { text, runs: visual, width: runs.reduce((a, r) => a + r.advance, 0), rtl: bidi.base % 2 === 1 };
  }
}

/** Text with no right-to-left or joining letters: one glyph per character from the font's cmap, runs by font. */
function simpleLine(text: string, slots: readonly Slot[]): Line {
  const runs: Run[] = [];
  let font: EmbeddedFont | undefined;
  let glyphs: number[] = [];
  let chars: string[] = [];
  let advance = 0;
  const flush = () => {
    if (font && glyphs.length > 0) runs.push({ font, glyphs, chars, advance: advance / font.font.unitsPerEm });
    glyphs = [];
    chars = [];
    advance = 0;
  };
  let width = 0;
  for (const s of slots) {
    const cp = s.ch.codePointAt(0)!;
    if (isInvisible(cp) || !s.font) continue;
    if (s.font !== font) {
      flush();
      font = s.font;
    }
    const g = s.font.font.glyph(cp);
    const a = s.font.font.advance(g);
    glyphs.push(g);
    chars.push(s.ch);
    advance += a;
    width += a / s.font.font.unitsPerEm;
  }
  flush();
  return { text, runs, width, rtl: false };
}

/** Runs from logical to visual order by their bidi levels (rule L2: reverse every stretch at or above each odd level and up). */
function reorder<T>(runs: readonly T[], levels: readonly number[]): T[] {
  const order = runs.map((_, i) => i);
  const max = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)), max + 1);
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order.map((i) => runs[i]!);
}

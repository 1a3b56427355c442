import { MazekitError } from '@mazekit/core';
import type { EmbeddedFont } from './pdf-font.js';

const PACKAGE = '@mazekit/render-pdf';

/** A stretch of text set in one font: its glyphs, the characters each stands for, its advance. */
export interface Run {
  readonly font: EmbeddedFont;
  readonly glyphs: readonly number[];
  readonly chars: readonly string[];
  /** Sum of the glyph advances, in ems (multiply by the font size for points). */
  readonly advance: number;
}

/** A line of text, laid out: runs left to right. */
export interface Line {
  readonly text: string;
  readonly runs: readonly Run[];
  /** Width in ems. */
  readonly width: number;
}

/** Characters with no look of their own (joiners, variation selectors): they never need a glyph. */
export function isInvisible(cp: number): boolean {
  return cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/** `U+8FF7 "迷"`: a character as error messages name it. */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? code : `${code} ${JSON.stringify(ch)}`;
}

/**
 * Sets text in a chain of fonts: each character in the first font that has a glyph for it
 * (the caller's fonts, then the built-in one, then any found for the document). A character
 * no font has is refused, named by its code point — it is never dropped or drawn as a box.
 */
export class TextSetter {
  constructor(private readonly fonts: readonly EmbeddedFont[]) {}

  /** The first character of `text` that no font of the chain can draw, or undefined. */
  missing(text: string): string | undefined {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (!isInvisible(cp) && !this.fonts.some((f) => f.font.glyph(cp) !== 0)) return ch;
    }
    return undefined;
  }

  /** Lays `text` out; `what` names it in the error for a character no font has (`option title`). */
  layout(text: string, what: string): Line {
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
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (isInvisible(cp)) continue;
      const i = this.firstWith(cp);
      if (i < 0) throw new MazekitError(PACKAGE, `${what} has the character ${describeChar(ch)}, which no font given can draw; pass a font that has it (option font), or leave it out`);
      const f = this.fonts[i]!;
      if (f !== font) {
        flush();
        font = f;
      }
      const g = f.font.glyph(cp);
      const a = f.font.advance(g);
      glyphs.push(g);
      chars.push(ch);
      advance += a;
      width += a / f.font.unitsPerEm;
    }
    flush();
    return { text, runs, width };
  }

  private firstWith(cp: number): number {
    return this.fonts.findIndex((f) => f.font.glyph(cp) !== 0);
  }
}
